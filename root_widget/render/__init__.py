"""Drawing the game as SVG (render/svg.py: svgwrite's calls, written straight to text).
Imports the rules, never the other way round."""
