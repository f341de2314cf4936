"""The Law of Root as code: state, decisions, shared actions and factions.

Nothing here imports the widget, the renderer or ipywidgets.
"""
from .compiled import guard as _guard

_guard()            # compiled rules modules load only while they match their source
