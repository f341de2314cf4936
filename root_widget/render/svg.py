"""The SVG element tree the renderer builds, written straight to text.

The board is drawn with svgwrite's way of making elements (`dwg.g(...)`, `dwg.rect(insert=,
size=)`, `dwg.text(s, insert=)`, keyword attributes with `class_` for `class` and `_` for
`-`) and comes out as the very string svgwrite's `tostring()` gives for the same calls:
attributes sorted by name, None and empty values left out, numbers as `str()` writes them,
texts and attribute values escaped as ElementTree escapes them. Only the handful of
element kinds the board uses exist here, each a plain object with `attribs` and `elements`,
so a board of ~5,000 elements is made and written in a fraction of the time svgwrite takes
to check and build it (issue 13: apply -> new SVG). tests/test_render_svg.py draws whole
boards both ways and compares them character for character.
"""

_NAMES: dict = {}      # keyword -> attribute name ("class_" -> "class", "stroke_width" -> ...)


def _attributes(extra: dict) -> dict:
    out = {}
    for key, value in extra.items():
        name = _NAMES.get(key)
        if name is None:
            name = _NAMES[key] = key.rstrip("_").replace("_", "-")
        out[name] = value
    return out


# ElementTree's escapes: of a text, and of an attribute value (quotes and white space too)
_TEXT_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_ATTRIB_ESCAPES = _TEXT_ESCAPES + (('"', "&quot;"), ("\r", "&#13;"), ("\n", "&#10;"),
                                   ("\t", "&#09;"))


def _escape(text: str, escapes) -> str:
    for ch, escaped in escapes:
        if ch in text:
            text = text.replace(ch, escaped)
    return text


def _cdata(text: str) -> str:
    return _escape(text, _TEXT_ESCAPES)


def _attrib(text: str) -> str:
    return _escape(text, _ATTRIB_ESCAPES)


_ESCAPED: dict = {}    # attribute value -> as written (most values recur: colours, classes, art ids)


def _escaped(value: str) -> str:
    if len(_ESCAPED) > 20000:
        _ESCAPED.clear()
    e = _ESCAPED[value] = _attrib(value)
    return e


class Element:
    """One SVG element: its name, attributes (SVG names), child elements and the text inside."""
    __slots__ = ("elementname", "attribs", "elements", "content")

    def __init__(self, elementname: str, extra: dict, content=None):
        self.elementname = elementname
        self.attribs = _attributes(extra) if extra else {}
        self.elements = []
        self.content = content          # the text inside (a <text>, <title> or <desc>)

    def add(self, element: "Element") -> "Element":
        self.elements.append(element)
        return element

    def set_desc(self, title=None, desc=None):
        """A <title> and/or a <desc> as the first children."""
        if desc is not None:
            self.elements.insert(0, Element("desc", None, str(desc)))
        if title is not None:
            self.elements.insert(0, Element("title", None, str(title)))

    def tostring(self) -> str:
        out = []
        _write(self, out)
        return "".join(out)


def _write(el: Element, out: list):
    tag = "<" + el.elementname
    attribs = el.attribs
    for k in sorted(attribs):
        v = attribs[k]
        cls = v.__class__
        if cls is str:
            if v:
                e = _ESCAPED.get(v)
                if e is None:
                    e = _escaped(v)
                tag += f' {k}="{e}"'
        elif cls is int or cls is float:
            tag += f' {k}="{v}"'
        elif v is not None:
            v = str(v)
            if v:
                tag += f' {k}="{_attrib(v)}"'
    text, children = el.content, el.elements
    if not text and not children:
        out.append(tag + " />")
        return
    out.append(f"{tag}>{_cdata(text)}" if text else tag + ">")
    for c in children:
        _write(c, out)
    out.append(f"</{el.elementname}>")


class Drawing(Element):
    """An <svg> document with its <defs>, and the factory of every other element.

    `profile` and `debug` are accepted as svgwrite takes them; the board is always written
    as svgwrite's "full" profile (numbers as they are, never rounded)."""
    __slots__ = ("defs",)

    def __init__(self, size=("100%", "100%"), profile="full", debug=False, **extra):
        if profile != "full":
            raise ValueError(f"only the 'full' SVG profile is written, not {profile!r}")
        super().__init__("svg", extra)
        if size is not None:
            self.attribs["width"], self.attribs["height"] = size
        self.attribs.update({"xmlns": "http://www.w3.org/2000/svg",
                             "xmlns:xlink": "http://www.w3.org/1999/xlink",
                             "xmlns:ev": "http://www.w3.org/2001/xml-events",
                             "baseProfile": "full", "version": "1.1"})
        self.defs = self.add(Element("defs", None))

    def viewbox(self, minx=0, miny=0, width=0, height=0):
        self.attribs["viewBox"] = f"{minx},{miny},{width},{height}"

    @staticmethod
    def g(**extra) -> Element:
        return Element("g", extra)

    @staticmethod
    def rect(insert=(0, 0), size=(1, 1), rx=None, ry=None, **extra) -> Element:
        el = Element("rect", extra)
        a = el.attribs
        a["x"], a["y"] = insert
        a["width"], a["height"] = size
        if rx is not None:
            a["rx"] = rx
        if ry is not None:
            a["ry"] = ry
        return el

    @staticmethod
    def circle(center=(0, 0), r=1, **extra) -> Element:
        el = Element("circle", extra)
        a = el.attribs
        a["cx"], a["cy"] = center
        a["r"] = r
        return el

    @staticmethod
    def line(start=(0, 0), end=(0, 0), **extra) -> Element:
        el = Element("line", extra)
        a = el.attribs
        a["x1"], a["y1"] = start
        a["x2"], a["y2"] = end
        return el

    @staticmethod
    def path(d: str, **extra) -> Element:
        el = Element("path", extra)
        el.attribs["d"] = d
        return el

    @staticmethod
    def polygon(points=(), **extra) -> Element:
        el = Element("polygon", extra)
        el.attribs["points"] = " ".join(f"{x},{y}" for x, y in points)
        return el

    @staticmethod
    def text(text, insert=None, **extra) -> Element:
        el = Element("text", extra, str(text))
        if insert is not None:
            el.attribs["x"], el.attribs["y"] = insert
        return el

    @staticmethod
    def use(href: str, insert=None, size=None, **extra) -> Element:
        el = Element("use", extra)
        a = el.attribs
        a["xlink:href"] = href
        if insert is not None:
            a["x"], a["y"] = insert
        if size is not None:
            a["width"], a["height"] = size
        return el
