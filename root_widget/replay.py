"""A game as one self-contained HTML page that replays it: the board at every step of the
history, a slider, buttons, arrow keys and the log with Law sections. No network and no
kernel: the page inlines its script, its styles and every board.

    from root_widget.replay import to_html
    to_html(g, "game.html", seat=None, locale="en")

Size: each step's SVG is cut at its id'd groups (a clearing, a faction board, ...); a
group drawn the same at several steps is stored once, and the whole table is gzipped
(the page unpacks it with the browser's DecompressionStream).
"""
import base64
import gzip
import html
import json
import re

from .i18n import Labels
from .i18n.phrases import prompt, say
from .render.board import render_svg, winners_text
from .rules.engine import Game
from .rules.hirelings.play import demoted_cards
from .rules.table import read_state

_CUT = re.compile(r'(?=<g [^>]*\bid="rw-)')


def steps_of(record) -> list:
    """Positions in a record where a player (not chance) decides, and the end."""
    steps = [i for i, e in enumerate(record) if e[2] == "pick"]
    if not steps or steps[-1] != len(record):
        steps.append(len(record))
    return steps


def frames(g, seat=None, locale="en"):
    """(svg, info) for every step of g's history, replayed on a copy (g is untouched)."""
    t = Labels(locale)
    record = g.record
    steps = steps_of(record)
    h = Game.from_json(g.to_json())
    h.goto(steps[0])
    out = []
    for k, pos in enumerate(steps):
        if len(h.record) != pos:
            raise AssertionError(f"replay went astray at step {k}: {len(h.record)} != {pos}")
        d = h.decision
        info = {"status": status_line(h, t), "log": len(read_state(h)["log"]),
                "who": t.player(d.player) if d else "", "prompt": prompt(d, t.locale) if d else "",
                "rule": d.rule if d else "", "chosen": ""}
        if pos < len(record):
            key = record[pos][1]
            chosen = d.option(key)
            hidden = seat is not None and d.player != seat
            info["chosen"] = "" if hidden else t.option(chosen, h.factions, demoted_cards(h))
        out.append((render_svg(h, seat=seat, locale=locale), info))
        if pos < len(record):
            h.apply(record[pos][1])
    return out, h


def pack(svgs) -> dict:
    """Cut each SVG into groups; store each distinct group once."""
    table, index, seq = [], {}, []
    for s in svgs:
        ids = []
        for part in _CUT.split(s):
            if part not in index:
                index[part] = len(table)
                table.append(part)
            ids.append(index[part])
        seq.append(ids)
    return {"parts": table, "frames": seq}


def unpack(data: dict) -> list:
    return ["".join(data["parts"][i] for i in ids) for ids in data["frames"]]


def status_line(h, t) -> str:
    """The replay's status line for game h as it stands: turn, faction, phase, winners."""
    turn = read_state(h)["turn"]
    status = t.ui("turn", n=turn["number"]) + \
        (f" \u00b7 {t.faction(turn['faction'])}" if turn["faction"] else "") + \
        f" \u00b7 {t.phase(turn['phase'])}"
    if h.is_over:
        status += " \u00b7 " + winners_text(t, read_state(h))
    return status


def payload(g, seat=None, locale="en") -> dict:
    fr, end = frames(g, seat=seat, locale=locale)
    log = end.observation(seat)["log"] if seat else read_state(end)["log"]
    data = pack([s for s, _ in fr])
    data["info"] = [i for _, i in fr]
    data["log"] = [[say(e["text"], locale), e.get("rule", "")] for e in log]
    return data


def encode(data: dict) -> str:
    raw = json.dumps(data, separators=(",", ":"), ensure_ascii=False).encode("utf-8")
    return base64.b64encode(gzip.compress(raw, compresslevel=9, mtime=0)).decode("ascii")


def decode(text: str) -> dict:
    return json.loads(gzip.decompress(base64.b64decode(text)).decode("utf-8"))


def to_html(g, path=None, seat=None, locale="en") -> str:
    """The replay page of game g: with a `path`, the page is written there and the path is
    returned (so a notebook cell does not print the whole page); without, the page text."""
    t = Labels(locale)
    if seat is not None:
        g.check_faction(seat)            # an unknown seat raises before any work
    data = payload(g, seat=seat, locale=locale)
    words = {k: t.ui(k) for k in ("first", "back", "forward", "last", "log", "busy")}
    words["step_of"] = t.t["ui"]["step_of"]
    words["law"] = t.t["ui"]["law"]
    words["decides"] = t.t["ui"]["decides"]
    title = f"{t.ui('replay_title')}: {' / '.join(t.faction(f) for f in g.factions)}"
    page = (_PAGE.replace("%TITLE%", html.escape(title))
            .replace("%LANG%", locale)
            .replace("%WORDS%", html.escape(json.dumps(words, ensure_ascii=False), quote=False))
            .replace("%DATA%", encode(data)))
    if path is not None:
        with open(path, "w", encoding="utf-8") as fh:
            fh.write(page)
        return str(path)
    return page


_PAGE = """<!DOCTYPE html>
<html lang="%LANG%"><head><meta charset="utf-8"><title>%TITLE%</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font-family: Helvetica, Arial, sans-serif; font-size: 13px; color: #2b2118;
  background: #faf6ec; margin: 12px; }
h1 { font-size: 18px; margin: 0 0 6px; }
.bar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
.bar button { padding: 2px 8px; border: 1px solid #8a7a66; border-radius: 4px;
  background: #fffaf0; cursor: pointer; }
#slider { flex: 1 1 200px; }
#status { font-weight: bold; margin: 4px 0; }
#move { color: #6b5d50; min-height: 1.3em; }
#board svg { width: 100%; height: auto; display: block; }
#log { max-height: 240px; overflow-y: auto; border: 1px solid #c9b48e; border-radius: 6px;
  background: #fffdf7; padding: 4px 8px; margin: 6px 0 0; list-style: none; }
#log li { border-bottom: 1px dotted #e6d6b3; padding: 1px 0; }
#log .law { color: #6b5d50; font-size: 11px; margin-left: 6px; }
</style></head>
<body>
<h1>%TITLE%</h1>
<div class="bar"><button id="first" type="button">&laquo;</button>
<button id="back" type="button">&lsaquo;</button>
<input id="slider" type="range" min="0" max="0" value="0">
<button id="forward" type="button">&rsaquo;</button>
<button id="last" type="button">&raquo;</button><span id="step"></span></div>
<div id="status"></div><div id="move"></div>
<div id="board" data-step=""></div>
<ol id="log"></ol>
<script type="application/json" id="rw-words">%WORDS%</script>
<script type="text/plain" id="rw-data">%DATA%</script>
<script>
(async function () {
  const W = JSON.parse(document.getElementById("rw-words").textContent);
  const fmt = (s, v) => s.replace(/\\{(\\w+)\\}/g, (m, k) => (k in v ? v[k] : m));
  const b64 = document.getElementById("rw-data").textContent.trim();
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  const D = JSON.parse(await new Response(stream).text());
  const n = D.frames.length - 1;
  const $ = (id) => document.getElementById(id);
  const slider = $("slider");
  slider.max = String(n);
  $("first").title = W.first; $("back").title = W.back;
  $("forward").title = W.forward; $("last").title = W.last;
  let cur = -1;
  function show(k) {
    k = Math.max(0, Math.min(n, k));
    if (k === cur) return;
    cur = k;
    $("board").innerHTML = D.frames[k].map((i) => D.parts[i]).join("");
    $("board").dataset.step = String(k);
    const info = D.info[k];
    slider.value = String(k);
    $("step").textContent = fmt(W.step_of, { k, n });
    $("status").textContent = info.status;
    $("move").textContent = info.who ? fmt(W.decides, { who: info.who }) + " \\u00b7 " +
      fmt(W.law, { rule: info.rule }) + ": " + info.prompt + (info.chosen ? " \\u2192 " + info.chosen : "") : "";
    const log = $("log");
    log.replaceChildren(...D.log.slice(0, info.log).map(([text, rule]) => {
      const li = document.createElement("li");
      li.textContent = text;
      if (rule) {
        const s = document.createElement("span");
        s.className = "law";
        s.textContent = fmt(W.law, { rule });
        li.append(s);
      }
      return li;
    }));
    log.scrollTop = log.scrollHeight;
  }
  $("first").onclick = () => show(0);
  $("back").onclick = () => show(cur - 1);
  $("forward").onclick = () => show(cur + 1);
  $("last").onclick = () => show(n);
  slider.oninput = () => show(Number(slider.value));
  document.addEventListener("keydown", (e) => {
    if (e.target === slider) return;
    const keys = { ArrowLeft: cur - 1, ArrowRight: cur + 1, Home: 0, End: n };
    if (e.key in keys) { show(keys[e.key]); e.preventDefault(); }
  });
  show(n);
  document.body.dataset.ready = "true";
})();
</script>
</body></html>
"""
