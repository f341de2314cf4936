"""The Law of Root as code: state, decisions, shared actions and factions.

Nothing here imports the widget, svgwrite or ipywidgets.
"""
