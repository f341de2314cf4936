"""Drawing the game as SVG (svgwrite). Imports the rules, never the other way round."""
