"""The Law of Root as code: state, decisions, shared actions and factions.

Nothing here imports the widget, svgwrite or ipywidgets.
"""
from .compiled import guard as _guard

_guard()            # compiled rules modules load only while they match their source
