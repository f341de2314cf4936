"""SVG text of an svgwrite element tree, the same string as `element.tostring()` gives, in
about a third of the time (issue 13: apply -> new SVG).

svgwrite's tostring() builds an ElementTree of the whole drawing (`get_xml`) and lets
ElementTree write it piece by piece to a text stream. Here the elements that keep svgwrite's
plain `get_xml` (attributes sorted by name, None and empty values left out, children in
order; the text of a text or tspan) are written straight to one list of strings; any other
element kind goes through its own `get_xml()` and is written from that ElementTree node
with the same rules. tests/test_render_svgtext.py compares the two on whole boards.
"""
from svgwrite.base import BaseElement
from svgwrite.drawing import Drawing
from svgwrite.etree import CDATA_TPL
from svgwrite.path import Path
from svgwrite.text import TSpan
from svgwrite.utils import strlist

_PLAIN = BaseElement.get_xml
_WITH_TEXT = TSpan.get_xml


def _cdata(text: str) -> str:
    if "&" in text:
        text = text.replace("&", "&amp;")
    if "<" in text:
        text = text.replace("<", "&lt;")
    if ">" in text:
        text = text.replace(">", "&gt;")
    return text


def _attrib(text: str) -> str:
    text = _cdata(text)
    if '"' in text:
        text = text.replace('"', "&quot;")
    if "\r" in text:
        text = text.replace("\r", "&#13;")
    if "\n" in text:
        text = text.replace("\n", "&#10;")
    if "\t" in text:
        text = text.replace("\t", "&#09;")
    return text


def svg_text(element: BaseElement) -> str:
    """The text element.tostring() gives (no XML declaration)."""
    out = []
    _element(element, out)
    return "".join(out)


def _element(el, out):
    get_xml = el.__class__.get_xml
    if get_xml is _PLAIN:
        text = None
    elif get_xml is _WITH_TEXT:
        text = str(el.text)
    else:
        if el.__class__ is Drawing:          # what Drawing.get_xml adds before the plain part
            attribs = el.attribs
            attribs["xmlns"] = "http://www.w3.org/2000/svg"
            attribs["xmlns:xlink"] = "http://www.w3.org/1999/xlink"
            attribs["xmlns:ev"] = "http://www.w3.org/2001/xml-events"
            attribs["baseProfile"] = el.profile
            attribs["version"] = el.version
            text = None
        elif el.__class__ is Path:
            el.attribs["d"] = str(strlist(el.commands, " "))
            text = None
        else:
            _tree(el.get_xml(), out)
            return
    tiny = el.profile == "tiny"
    parts = ["<", el.elementname]
    for k, v in sorted(el.attribs.items()):
        if v is None:
            continue
        if tiny and v.__class__ is float:
            v = round(v, 4)
        v = str(v)
        if v:
            parts += (" ", k, '="', _attrib(v), '"')
    children = el.elements
    if text or children:
        parts.append(">")
        if text:
            parts.append(_cdata(text))
        out.append("".join(parts))
        for c in children:
            _element(c, out)
        out.append(f"</{el.elementname}>")
    else:
        parts.append(" />")
        out.append("".join(parts))


def _tree(node, out):
    """An ElementTree node as ElementTree writes it (svgwrite's CDATA nodes included)."""
    tag = node.tag
    if tag == CDATA_TPL:
        out.append(CDATA_TPL % node.text)
        return
    parts = ["<", tag]
    for k, v in node.items():
        parts += (" ", k, '="', _attrib(v), '"')
    if node.text or len(node):
        parts.append(">")
        if node.text:
            parts.append(_cdata(node.text))
        out.append("".join(parts))
        for c in node:
            _tree(c, out)
        out.append(f"</{tag}>")
    else:
        parts.append(" />")
        out.append("".join(parts))
    if node.tail:
        out.append(_cdata(node.tail))
