/* Built from js/src/widget.js by js/build.py; edit the source, then rebuild. */
// Front end of RootWidget (anywidget ES module; no imports, no bundler).
//
// Python draws the board and keeps every synced trait (root_widget/widget.py). RootView
// builds the page once; then each batch of trait changes (Python sends them together,
// in hold_sync) redraws only the parts those traits feed, as PARTS says: the board, the
// decision panel, the log, the history bar, the seat, the bots, the status line, the
// puzzle panel, the notice. The cleanup that render() returns removes every listener.
// State kept here only, never synced: the targets picked so far for a choice that
// needs several clicks (where from, where to, ...), the hover tooltip, the request count.
// A locked seat (trait lock_seat) hides the seat selector and the bots; an earlier step
// it browses comes with decision.view_only and offers no options, only a way back.
// Layout: the map in a square as tall as the window allows, and beside it a column with
// the decision (its options always in view), the log and the faction boards (the SVG's
// panel column, moved into an <svg> of its own). Hover or click a card or quest to read
// it (labels.cards, labels.quests); a click that chooses nothing says why in the notice
// line. Colours come from JupyterLab's theme variables (widget.css).

// The synced traits of RootWidget, written here by js/build.py from the Python class
// (also in static/traits.json); tests/test_widget_build.py checks both sides.
export const TRAITS = ["board", "board_static", "bots", "breadcrumb", "decision", "history", "labels", "locale", "lock_seat", "log", "notice", "puzzle_status", "seat", "seats", "state_id", "status", "variations"]; // @traits (js/build.py)

/** The parts of the page each synced trait feeds: what a change of it redraws. */
export const PARTS = {
  board: ["board"],
  board_static: ["board"],
  breadcrumb: ["decision"],
  decision: ["decision"],
  history: ["history", "decision"],
  labels: ["seat", "bots", "history", "puzzle", "decision", "log"],
  locale: [],
  lock_seat: ["seat", "bots", "puzzle"],
  log: ["log"],
  notice: ["notice"],
  puzzle_status: ["puzzle", "decision"],
  seat: ["seat"],
  seats: ["seat", "bots"],
  state_id: ["state"],
  status: ["status", "bots"],
  bots: ["bots"],
  variations: ["variations", "log"],
};

// The order parts are redrawn in within one batch ("state" first: a new position
// forgets the half-made choice before the decision panel is drawn).
const ORDER = ["state", "board", "seat", "bots", "history", "variations", "status", "puzzle",
  "decision", "log", "notice"];

/** The synced traits that PARTS does not cover, and the names it has that are not synced. */
export function partsMismatch(traits = TRAITS, parts = PARTS) {
  return {
    missing: traits.filter((t) => !Object.prototype.hasOwnProperty.call(parts, t)),
    extra: Object.keys(parts).filter((t) => !traits.includes(t)),
  };
}

const TARGET_ATTRS = [
  // [target type, data attribute], in the order a click prefers them
  ["clearing", "data-clearing"],
  ["forest", "data-forest"],
  ["place", "data-place"],
  ["card", "data-card"],
  ["column", "data-column"],
  ["piece", "data-piece"],
  ["leader", "data-leader"],
  ["item", "data-item"],
  ["quest", "data-quest"],
  ["faction", "data-faction"],
];

/** Targets ("clearing:5", "card:anvil", ...) named by an element and its ancestors. */
export function targetsAt(el, stop) {
  const found = [];
  for (let e = el; e && e !== stop && e.getAttribute; e = e.parentNode) {
    for (const [type, attr] of TARGET_ATTRS) {
      const v = e.getAttribute(attr);
      if (v !== null && v !== "") found.push(type + ":" + v);
    }
  }
  const rank = (t) => TARGET_ATTRS.findIndex(([type]) => t.startsWith(type + ":"));
  return [...new Set(found)].sort((a, b) => rank(a) - rank(b));
}

/** Options whose targets begin with the picked ones. */
export function narrow(options, picked) {
  return options.filter((o) => picked.every((t, i) => (o.targets || [])[i] === t));
}

/** What may be clicked next, given the picked targets. */
export function nextTargets(options, picked) {
  const out = new Set();
  for (const o of narrow(options, picked)) {
    const t = (o.targets || [])[picked.length];
    if (t) out.add(t);
  }
  return out;
}

/** A click on something naming `clicked` targets: the new picked list and the
 *  options left. Takes as many of the clicked targets as fit, in order. */
export function pick(options, picked, clicked) {
  let p = picked.slice();
  let cands = narrow(options, p);
  for (;;) {
    const i = p.length;
    let took = false;
    for (const t of clicked) {
      if (p.includes(t)) continue;
      const c = cands.filter((o) => (o.targets || [])[i] === t);
      if (c.length) {
        p.push(t);
        cands = c;
        took = true;
        break;
      }
    }
    if (!took) break;
  }
  return { picked: p, options: cands, progressed: p.length > picked.length };
}

function h(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v);
  }
  for (const k of kids) if (k) e.append(k);
  return e;
}

function fmt(text, vars) {
  return String(text || "").replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/** The whole board: the parts that never change put back into their placeholders. */
export function joinStatic(board, parts) {
  let out = String(board || "");
  for (const [name, part] of Object.entries(parts || {})) {
    out = out.replace(`<g data-rw-static="${name}" />`, () => part);
  }
  return out;
}

function cap(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function cssEscape(v) {
  return String(v).replace(/["\\]/g, "\\$&");
}

const NO_LABELS = { ui: {}, factions: {}, suits: {}, pieces: {} };

/** The widget's page for one model: built once, then redrawn part by part. */
export class RootView {
  constructor(model, el) {
    const { missing, extra } = partsMismatch();
    if (missing.length || extra.length) {
      throw new Error(`RootView: synced traits and PARTS differ (missing ${missing}, extra ${extra}); ` +
        "rebuild with python js/build.py");
    }
    this.model = model;
    this.picked = [];           // local: targets clicked so far for the pending choice
    this.shownSvg = null;
    this.shownState = null;
    this.req = 0;
    this.dirty = new Set();
    this.pending = false;
    this.destroyed = false;
    this.events = new AbortController();  // every listener on the page's own elements
    this.build(el);
    this.listeners = TRAITS.map((name) => {
      const f = () => this.changed(name);
      model.on("change:" + name, f);
      return [name, f];
    });
    this.onMsg = (msg) => this.replied(msg);
    model.on("msg:custom", this.onMsg);
    this.draw(new Set(ORDER));
  }

  /** Remove the model's and the page's listeners and the page itself. */
  destroy() {
    this.destroyed = true;
    for (const [name, f] of this.listeners) this.model.off("change:" + name, f);
    this.listeners = [];
    this.model.off("msg:custom", this.onMsg);
    this.events.abort();
    this.root.remove();
  }

  get(name) {
    return this.model.get(name);
  }

  labels() {
    return this.get("labels") || NO_LABELS;
  }

  ui(k, vars = {}) {
    return fmt((this.labels().ui || {})[k] || k, vars);
  }

  // ----- building the page once ---------------------------------------------------------

  build(el) {
    const on = (node, type, f) => node.addEventListener(type, f, { signal: this.events.signal });
    const root = this.root = h("div", { class: "rw-root", tabindex: "0",
      "data-lm-suppress-shortcuts": "true" });
    this.seatSel = h("select", { class: "rw-seat", "aria-label": "seat" });
    this.first = h("button", { class: "rw-first", type: "button", text: "\u00ab" });
    this.back = h("button", { class: "rw-back", type: "button", text: "\u2039" });
    this.slider = h("input", { class: "rw-slider", type: "range", min: "0", max: "0", value: "0" });
    this.fwd = h("button", { class: "rw-forward", type: "button", text: "\u203a" });
    this.last = h("button", { class: "rw-last", type: "button", text: "\u00bb" });
    this.stepText = h("span", { class: "rw-step" });
    this.botsTurn = h("button", { class: "rw-bots-turn", type: "button" });
    this.botsGame = h("button", { class: "rw-bots-game", type: "button" });
    this.seatLabel = h("span", { class: "rw-seat-label" });
    const bar = h("div", { class: "rw-bar" }, this.seatLabel, this.seatSel, this.first, this.back,
      this.slider, this.fwd, this.last, this.stepText, this.botsTurn, this.botsGame);
    this.status = h("div", { class: "rw-status" });
    this.notice = h("div", { class: "rw-notice", role: "status" });
    this.host = h("div", { class: "rw-board-host" });
    this.panelHost = h("div", { class: "rw-panel-host" });
    this.tip = h("div", { class: "rw-tip", role: "tooltip" });
    this.decision = h("div", { class: "rw-decision" });
    this.logList = h("ol", { class: "rw-log-lines" });
    this.logTitle = h("div", { class: "rw-log-title" });
    const log = h("div", { class: "rw-log" }, this.logTitle, this.logList);
    // Beside the map: the decision (its options always in view), the log, and the
    // faction boards (the SVG's panel column, moved here by drawBoard), which scroll.
    const side = h("div", { class: "rw-side" }, this.decision, log, this.panelHost);
    this.boardWrap = h("div", { class: "rw-boardwrap" }, this.host);
    this.main = h("div", { class: "rw-main" }, this.boardWrap, side, this.tip);
    this.puzzleBox = h("div", { class: "rw-puzzle" });
    const head = h("div", { class: "rw-head" }, this.status, this.notice);
    this.botSeats = h("div", { class: "rw-botseats" });
    root.append(bar, this.botSeats, head, this.puzzleBox, this.main);
    el.replaceChildren(root);
    this.buildVariations(bar, on);

    const history = () => this.get("history") || {};
    for (const part of [this.host, this.panelHost]) {
      on(part, "click", (ev) => this.boardClicked(ev, part));
      on(part, "mouseover", (ev) => this.hovered(ev, part));
      on(part, "mouseleave", () => { this.tip.style.display = "none"; });
    }
    on(this.first, "click", () => this.gotoStep(0));
    on(this.back, "click", () => this.gotoStep((history().step || 0) - 1));
    on(this.fwd, "click", () => this.gotoStep((history().step || 0) + 1));
    on(this.last, "click", () => this.gotoStep(history().steps || 0));
    on(this.slider, "input", () => {
      this.stepText.textContent = this.ui("step_of", { k: this.slider.value, n: history().steps });
    });
    on(this.slider, "change", () => this.gotoStep(Number(this.slider.value)));
    on(this.botsTurn, "click", () => this.send({ kind: "play", until: "turn", state_id: this.stateId() }));
    on(this.botsGame, "click", () => this.send({ kind: "play", until: "end", state_id: this.stateId() }));
    on(this.seatSel, "change", () => this.send({ kind: "seat", seat: this.seatSel.value }));
    // Keys stay inside the widget: JupyterLab's command-mode shortcuts never see them
    // (data-lm-suppress-shortcuts on the root, and stopPropagation here).
    on(root, "keydown", (ev) => {
      const t = ev.target;
      const own = t === this.slider || (t && (t.tagName === "SELECT" || t.tagName === "INPUT"));
      const step = history().step || 0;
      let done = true;
      if (own) done = false;
      else if (ev.key === "ArrowLeft") this.gotoStep(step - 1);
      else if (ev.key === "ArrowRight") this.gotoStep(step + 1);
      else if (ev.key === "Home") this.gotoStep(0);
      else if (ev.key === "End") this.gotoStep(history().steps || 0);
      else if (ev.key === "Escape" && this.picked.length) this.forget();
      else done = false;
      if (done) ev.preventDefault();
      ev.stopPropagation();
    });
  }

  // ----- trait changes: one redraw per batch, of the parts they feed -------------------

  changed(name) {
    for (const part of PARTS[name] || []) this.dirty.add(part);
    if (this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      if (this.destroyed) return;
      const parts = this.dirty;
      this.dirty = new Set();
      this.draw(parts);
    });
  }

  draw(parts) {
    if (parts.has("state")) {
      const sid = this.get("state_id");
      if (sid !== this.shownState) {
        this.shownState = sid;
        if (this.picked.length) parts.add("decision");
        this.picked = [];
      }
    }
    const drawers = {
      state: () => {}, board: () => this.drawBoard(), seat: () => this.drawSeat(),
      bots: () => this.drawBots(), history: () => this.drawHistory(),
      status: () => this.drawStatus(), puzzle: () => this.drawPuzzle(),
      decision: () => this.drawDecision(), log: () => { this.drawLog(); this.markLogBranches(); },
      variations: () => this.drawVariations(),
      notice: () => this.drawNotice(),
    };
    for (const part of ORDER) if (parts.has(part)) drawers[part]();
    if (parts.has("board") || parts.has("decision") || parts.has("state")) this.highlight();
    this.root.dataset.stateId = this.shownState || "";
    this.root.classList.remove("rw-busy");
  }

  drawBoard() {
    const svg = joinStatic(this.get("board"), this.get("board_static"));
    if (svg === this.shownSvg) return;
    this.host.innerHTML = svg;
    this.shownSvg = svg;
    this.splitPanel();
    this.tip.style.display = "none";
  }

  /** Show the map in its own square beside the side column, and the SVG's panel column
   *  (score track, supply, faction boards) in the side column as a second <svg> that
   *  uses the same art (<use> finds the ids in the page). The turn and the decision
   *  that head the panel are left out: the page shows them itself. */
  splitPanel() {
    const svg = this.host.querySelector("svg");
    const panel = svg && svg.querySelector("#rw-panel");
    const size = svg ? Number(svg.getAttribute("data-map-size") || 0) : 0;
    this.panelHost.replaceChildren();
    if (!panel || !size) return;
    const vb = (svg.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
    const width = vb[2] || size;
    const height = vb[3] || size;
    const first = panel.querySelector("[data-top]");     // the battle box, else the score track
    const top = Math.max(0, Number((first && first.getAttribute("data-top")) || 0));
    const status = panel.querySelector("#rw-status");
    if (status) status.remove();
    const ps = document.createElementNS(svg.namespaceURI, "svg");
    ps.setAttribute("id", "rw-board-panel");
    ps.setAttribute("class", "rw-board rw-board-panel");
    ps.setAttribute("viewBox", `${size + 4} ${top} ${width - size - 4} ${height - top}`);
    ps.setAttribute("font-family", svg.getAttribute("font-family") || "sans-serif");
    ps.appendChild(panel);
    this.panelHost.append(ps);
    svg.setAttribute("viewBox", `0 0 ${size} ${size}`);
    svg.removeAttribute("width");
    svg.removeAttribute("height");
  }

  /** The board's drawings: the map and, beside it, the panel. */
  svgs() {
    return [...this.host.querySelectorAll("svg"), ...this.panelHost.querySelectorAll("svg")];
  }

  drawSeat() {
    const seat = this.get("seat") || "";
    const seats = this.get("seats") || [];
    const locked = !!this.get("lock_seat");
    this.seatSel.replaceChildren(...seats.map(([v, label]) => h("option", { value: v, text: label })));
    this.seatSel.value = seat;
    this.seatSel.disabled = this.seatSel.hidden = locked;
    const mine = (seats.find(([v]) => v === seat) || [seat, seat])[1];
    this.seatLabel.textContent = this.ui("seat") + (locked ? ": " + mine : "");
    this.root.dataset.locked = locked ? "true" : "";
    this.root.dataset.seat = seat;
  }

  drawBots() {
    const over = (this.get("status") || {}).over;
    const locked = !!this.get("lock_seat");
    this.botsTurn.textContent = this.ui("bots_turn");
    this.botsGame.textContent = this.ui("bots_game");
    this.botsTurn.disabled = this.botsGame.disabled = !!over || locked;
    this.botsTurn.hidden = this.botsGame.hidden = locked;
    this.drawBotSeats(locked);
  }

  // Who plays each seat: the person or a bot ({kind: "bots"} messages; the bots answer
  // in Python, at a readable pace or at once).
  drawBotSeats(locked) {
    const box = this.botSeats;
    const chosen = this.get("bots") || {};
    const bySeat = chosen.seats || {};
    const seats = (this.get("seats") || []).filter(([v]) => v);
    box.hidden = locked || !seats.length;
    if (box.hidden) return;
    const pace = h("select", { class: "rw-bot-pace", "aria-label": "pace" },
      ...["readable", "instant"].map((p) => h("option", { value: p, text: this.ui("bot_pace_" + p) })));
    pace.value = chosen.pace || "readable";
    const rows = seats.map(([seat, label]) => {
      const sel = h("select", { class: "rw-bot-seat", "data-seat": seat, "aria-label": label },
        ...["", "random", "greedy", "search"].map((b) =>
          h("option", { value: b, text: this.ui(b ? "bot_" + b : "bot_person") })));
      sel.value = bySeat[seat] || "";
      sel.addEventListener("change", () =>
        this.send({ kind: "bots", seat, bot: sel.value, pace: pace.value }));
      return h("label", { class: "rw-bot-row" }, h("span", { text: label }), sel);
    });
    pace.addEventListener("change", () => {
      const seat = Object.keys(bySeat)[0];
      if (seat) this.send({ kind: "bots", seat, bot: bySeat[seat], pace: pace.value });
    });
    box.replaceChildren(h("span", { class: "rw-bot-title", text: this.ui("bot_seats") }), ...rows, pace);
  }

  drawHistory() {
    const hist = this.get("history") || { step: 0, steps: 0 };
    this.slider.max = String(hist.steps);
    this.slider.value = String(hist.step);
    this.stepText.textContent = this.ui("step_of", { k: hist.step, n: hist.steps });
    this.first.disabled = this.back.disabled = hist.step <= 0;
    this.fwd.disabled = this.last.disabled = hist.step >= hist.steps;
    this.first.title = this.ui("first");
    this.back.title = this.ui("back");
    this.fwd.title = this.ui("forward");
    this.last.title = this.ui("last");
  }

  drawStatus() {
    this.status.textContent = (this.get("status") || {}).text || "";
  }

  drawDecision() {
    const d = this.get("decision") || {};
    const ui = (k, vars) => this.ui(k, vars);
    const box = this.decision;
    this.root.dataset.viewOnly = d.view_only ? "true" : "";
    box.replaceChildren();
    const crumbs = this.get("breadcrumb") || [];
    if (crumbs.length) box.append(h("div", { class: "rw-breadcrumb", text: crumbs.join(" \u203a ") }));
    if (!d.kind) {
      box.append(h("div", { class: "rw-prompt", text: ui("no_decision") }));
      return;
    }
    box.append(h("div", { class: "rw-who", "data-player": d.player,
      text: ui("decides", { who: d.who }) + " \u00b7 " + ui("law", { rule: d.rule }) }));
    box.append(h("div", { class: "rw-prompt", text: d.prompt }));
    if (d.view_only) {
      const hist = this.get("history") || {};
      box.append(h("div", { class: "rw-view-only", text: ui("view_only", { k: hist.step, n: hist.steps }) },
        h("button", { class: "rw-back-to-live", type: "button", text: ui("back_to_live"),
          onclick: () => this.gotoStep(hist.steps || 0) })));
      return;
    }
    if (d.hidden) {
      box.append(h("div", { class: "rw-hidden", text: ui("hidden_options") }));
      return;
    }
    const list = narrow(d.options || [], this.picked);
    if (this.picked.length) {
      box.append(h("div", { class: "rw-pick-more", text: ui("pick_more", { n: list.length }) },
        h("button", { class: "rw-cancel", type: "button", text: ui("cancel"),
          onclick: () => this.forget() })));
    }
    box.append(h("div", { class: "rw-count",
      text: ui(list.length === 1 ? "option_one" : "options_n", { n: list.length }) }));
    const ul = h("ul", { class: "rw-options" });
    const next = ((this.get("puzzle_status") || {}).solution || [])[0];
    for (const o of list) {
      const cls = "rw-option" + (next && next.key === o.key && next.player === d.player ? " rw-next" : "");
      // A card the option names can be read here too: its text is the button's tooltip.
      const card = (o.targets || []).find((t) => t.startsWith("card:"));
      const info = card && (this.labels().cards || {})[card.slice(5)];
      const title = info ? this.cardText(info).join("\n") : o.key;
      ul.append(h("li", {}, h("button", { class: cls, type: "button", "data-option": o.key,
        title, text: o.label, onclick: () => this.apply(o.key) })));
    }
    box.append(ul);
  }

  drawLog() {
    this.logTitle.textContent = this.ui("log");
    const lines = this.get("log") || [];
    this.logList.replaceChildren(...lines.map((e) => h("li", { "data-n": String(e.n), "data-faction": e.faction || "" },
      h("span", { class: "rw-log-text", text: e.text }),
      e.rule ? h("span", { class: "rw-law", text: this.ui("law", { rule: e.rule }) }) : null)));
    this.logList.scrollTop = this.logList.scrollHeight;
  }

  drawPuzzle() {
    const ps = this.get("puzzle_status") || {};
    const ui = (k, vars) => this.ui(k, vars);
    const box = this.puzzleBox;
    if (!ps.state) {
      box.replaceChildren();
      box.style.display = "none";
      return;
    }
    box.style.display = "";
    const act = (action) => this.send({ kind: "puzzle", action, state_id: this.stateId() });
    const replies = h("select", { class: "rw-replies", "aria-label": ui("replies") },
      h("option", { value: "auto", text: ui("replies_auto") }),
      h("option", { value: "you", text: ui("replies_you") }));
    replies.value = ps.replies || "auto";
    replies.addEventListener("change", () => this.send({ kind: "replies", replies: replies.value }));
    const step = h("button", { class: "rw-solution-step", type: "button", text: ui("solution_step"),
      onclick: () => act("step") });
    step.disabled = ps.state !== "reachable";
    const kids = [
      h("div", { class: "rw-puzzle-title", text: ui("puzzle") + (ps.title ? ": " + ps.title : "") }),
      h("div", { class: "rw-puzzle-goal", text: ps.goal || "" }),
      h("div", { class: "rw-puzzle-state", "data-state": ps.state, title: ps.reason || "", text: ps.text || "" }),
      h("div", { class: "rw-puzzle-controls" },
        h("button", { class: "rw-solution-toggle", type: "button",
          text: ui(ps.show ? "hide_solution" : "show_solution"),
          onclick: () => act(ps.show ? "hide" : "show") }),
        step,
        h("button", { class: "rw-restart", type: "button", text: ui("restart"), onclick: () => act("restart"),
          ...(this.get("lock_seat") ? { disabled: "" } : {}) }),
        h("span", { class: "rw-replies-label", text: ui("replies") }), replies),
    ];
    if (ps.show) {
      const sol = ps.solution || [];
      kids.push(h("div", { class: "rw-solution-title", text: ui("solution") }));
      if (!sol.length) kids.push(h("div", { class: "rw-solution-none", text: ui("solution_none") }));
      else {
        kids.push(h("ol", { class: "rw-solution" }, ...sol.map((m) =>
          h("li", { "data-key": m.key, "data-player": m.player, text: m.who + ": " + m.label }))));
      }
    }
    box.replaceChildren(...kids);
  }

  /** The answer to the last message, in the widget's language; when the engine refused
   *  it, its own reason (English) folded away under "detail". */
  drawNotice() {
    const n = this.get("notice") || {};
    this.notice.replaceChildren(h("span", { class: "rw-notice-text", text: n.text || "" }));
    if (n.detail) {
      this.notice.append(h("details", { class: "rw-detail" },
        h("summary", { text: this.ui("error_detail") }),
        h("code", { lang: "en", text: n.detail })));
    }
    this.notice.className = "rw-notice" + (n.level ? " rw-" + n.level : "");
  }

  /** Mark on the board what may be clicked next (rw-selectable) and what was (rw-picked). */
  highlight() {
    const svgs = this.svgs();
    if (!svgs.length) return;
    for (const svg of svgs) {
      for (const e of svg.querySelectorAll(".rw-selectable, .rw-picked")) {
        e.classList.remove("rw-selectable", "rw-picked");
      }
    }
    const mark = (t, cls) => {
      const i = t.indexOf(":");
      const type = t.slice(0, i);
      const value = t.slice(i + 1);
      const attr = (TARGET_ATTRS.find(([k]) => k === type) || [])[1];
      if (!attr) return;
      let sel = `[${attr}="${cssEscape(value)}"]`;
      if (type === "faction") sel = `.faction-board${sel}`;
      for (const svg of svgs) for (const e of svg.querySelectorAll(sel)) e.classList.add(cls);
    };
    for (const t of nextTargets(this.options(), this.picked)) mark(t, "rw-selectable");
    for (const t of this.picked) mark(t, "rw-picked");
  }

  // ----- what the person does -----------------------------------------------------------

  send(msg) {
    this.req += 1;
    this.root.classList.add("rw-busy");
    this.model.send({ ...msg, req: this.req });
  }

  replied(msg) {
    if (msg && msg.kind === "reply") {
      this.root.classList.remove("rw-busy");
      this.root.dataset.lastReply = msg.ok ? "ok" : "error";
    }
  }

  stateId() {
    return this.get("state_id");
  }

  options() {
    return (this.get("decision") || {}).options || [];
  }

  apply(key) {
    this.picked = [];
    this.send({ kind: "apply", key, state_id: this.stateId() });
  }

  gotoStep(k) {
    const hist = this.get("history") || {};
    const n = Math.max(0, Math.min(hist.steps || 0, k));
    if (n !== hist.step) this.send({ kind: "goto", step: n, state_id: this.stateId() });
  }

  /** Forget the targets picked so far (Escape, Cancel). */
  forget() {
    this.picked = [];
    this.drawDecision();
    this.highlight();
  }

  boardClicked(ev, part = this.host) {
    if (!this.host.querySelector("svg")) return;
    const clicked = targetsAt(ev.target, part);
    if (!clicked.length) return;
    let r = pick(this.options(), this.picked, clicked);
    if (!r.progressed && this.picked.length) r = pick(this.options(), [], clicked);
    if (!r.progressed) {
      this.explainClick(clicked);
      this.hovered(ev, part, true);
      return;
    }
    if (r.options.length === 1) {
      this.apply(r.options[0].key);
      return;
    }
    this.picked = r.picked;
    this.drawDecision();
    this.highlight();
  }

  /** A target ("clearing:5", "card:anvil", ...) in words. */
  targetName(t) {
    const lab = this.labels();
    const i = t.indexOf(":");
    const type = t.slice(0, i);
    const v = t.slice(i + 1);
    const card = (lab.cards || {})[v];
    const quest = (lab.quests || {})[v];
    if (type === "clearing") return this.ui("clearing_n", { n: v });
    if (type === "forest") return this.ui("forest_n", { n: v.replace(/^F/i, "") });
    if (type === "place") return (lab.places || {})[v] || cap(v);
    if (type === "card") return card ? card.name : v;
    if (type === "quest") return quest ? quest.name : v;
    if (type === "faction") return (lab.factions || {})[v] || v;
    if (type === "item") return (lab.items || {})[v.split(":")[0]] || v;
    if (type === "piece") return (lab.pieces || {})[v] || (lab.items || {})[v.split(":")[0]] || v;
    return v;
  }

  /** A click that chose nothing says why, in the notice line: at once in general terms,
   *  then in the rules' terms once Python answers the "why" message (widget_why.py). */
  explainClick(clicked) {
    const d = this.get("decision") || {};
    const next = [...nextTargets(this.options(), this.picked.length ? this.picked : [])];
    let text;
    if (!next.length) text = this.ui("nothing_to_pick");
    else {
      const what = this.targetName(clicked[0]);
      const list = next.slice(0, 8).map((t) => this.targetName(t)).join(", ") + (next.length > 8 ? ", \u2026" : "");
      const from = this.picked[0];
      const moving = from && from.startsWith("clearing:") && clicked[0].startsWith("clearing:") &&
        narrow(this.options(), this.picked).some((o) => o.kind === "move");
      text = moving
        ? this.ui("not_destination", { what: cap(what), from: this.targetName(from) })
        : this.ui("not_a_choice", { what: cap(what) });
      text += " " + this.ui("choose_from", { list }) + (d.rule ? " (" + this.ui("law", { rule: d.rule }) + ")" : "");
    }
    this.notice.textContent = text;
    this.notice.className = "rw-notice rw-why";
    // asked even when nothing on the board can be picked but the decision has options:
    // a faction's rule may say why (the Riverfolk's funds)
    if (next.length || this.options().length) {
      this.send({ kind: "why", targets: clicked.slice(0, 10), picked: this.picked.slice(0, 10),
        state_id: this.stateId() });
    }
  }

  hoverText(g) {
    const lab = this.labels();
    const suit = g.getAttribute("data-suit");
    const ruler = g.getAttribute("data-ruler");
    const head = fmt(this.ui("clearing_n"), { n: g.getAttribute("data-clearing") }) +
      (suit ? ` (${(lab.suits || {})[suit] || suit})` : "");
    const who = ruler ? this.ui("ruled_by", { who: (lab.factions || {})[ruler] || ruler }) : this.ui("no_ruler");
    const bits = [];
    for (const p of g.querySelectorAll("[data-piece]")) {
      const kind = p.getAttribute("data-piece");
      const f = p.getAttribute("data-faction");
      const n = Number(p.getAttribute("data-count") || "1");
      const name = (lab.pieces || {})[kind] || kind;
      bits.push(`${n > 1 ? n + " \u00d7 " : ""}${name}${f ? " (" + ((lab.factions || {})[f] || f) + ")" : ""}`);
    }
    return [head, who, bits.length ? bits.join(", ") : this.ui("empty")];
  }

  /** A card's or a quest's hover text: name, suit and cost, what it does, its Law section. */
  cardText(info) {
    const lab = this.labels();
    const suits = lab.suits || {};
    const suit = this.ui("card_suit", { suit: suits[info.suit] || info.suit });
    let cost;
    if (info.items) cost = info.items.map((i) => (lab.items || {})[i] || i).join(" + ");
    else if (!info.craftable) cost = this.ui("no_cost");
    else cost = info.cost.map((c) => (c === "any" ? this.ui("any_suit") : suits[c] || c)).join(", ");
    const head = info.items || info.craftable ? `${suit} \u00b7 ${this.ui("card_cost", { cost })}` : suit;
    return [info.name, head, info.text,
      this.ui("law", { rule: info.rule })];
  }

  hovered(ev, part = this.host, sticky = false) {
    const tip = this.tip;
    const lab = this.labels();
    const near = (sel) => (ev.target.closest ? ev.target.closest(sel) : null);
    const cardEl = near("[data-card]");
    const questEl = near("[data-quest]");
    const g = near("[data-clearing]");
    let lines = null;
    let at = null;
    delete tip.dataset.clearing;
    delete tip.dataset.card;
    if (cardEl && part.contains(cardEl) && (lab.cards || {})[cardEl.getAttribute("data-card")]) {
      const cid = cardEl.getAttribute("data-card");
      lines = this.cardText(lab.cards[cid]);
      tip.dataset.card = cid;
      at = cardEl;
    } else if (questEl && part.contains(questEl) && (lab.quests || {})[questEl.getAttribute("data-quest")]) {
      const q = questEl.getAttribute("data-quest");
      lines = this.cardText(lab.quests[q]);
      tip.dataset.card = "quest:" + q;
      at = questEl;
    } else if (g && part.contains(g)) {
      lines = this.hoverText(g);
      tip.dataset.clearing = g.getAttribute("data-clearing");
      at = g;
    }
    if (!lines) {
      if (!sticky) tip.style.display = "none";
      return;
    }
    tip.replaceChildren(...lines.map((t, i) => h("div", { class: i === 0 ? "rw-tip-head" : "", text: t })));
    tip.className = "rw-tip" + (tip.dataset.card ? " rw-tip-card" : "");
    const box = this.main.getBoundingClientRect();
    const r = at.getBoundingClientRect();
    tip.style.display = "block";
    const w = tip.offsetWidth;
    let left = r.right - box.left + 4;
    if (left + w > box.width) left = Math.max(0, r.left - box.left - w - 4);
    tip.style.left = `${Math.max(0, left)}px`;
    tip.style.top = `${Math.max(0, r.top - box.top)}px`;
  }
}

// ----- variations (docs/variations.md) ------------------------------------------------------
// The trait `variations` says where the current line branches ({step, ply, count, index,
// log}) and which continuations start at the position shown ({index, label, who, length,
// main, current}). Marks on the slider (a datalist), a mark in the log before the first
// line written after each branch point, and a panel to follow or promote a continuation.

let datalistCount = 0;

Object.assign(RootView.prototype, {
  buildVariations(bar, on) {
    datalistCount += 1;
    const id = `rw-branches-${datalistCount}`;
    this.branchList = h("datalist", { id, class: "rw-branch-ticks" });
    this.slider.setAttribute("list", id);
    this.varBox = h("div", { class: "rw-variations" });
    bar.append(this.branchList);
    bar.after(this.varBox);
    on(this.varBox, "click", (ev) => {
      const b = ev.target.closest ? ev.target.closest("button") : null;
      if (!b || !this.varBox.contains(b)) return;
      if (b.dataset.step !== undefined) this.gotoStep(Number(b.dataset.step));
      else if (b.dataset.action) {
        this.send({ kind: "variation", action: b.dataset.action, index: Number(b.dataset.index),
          state_id: this.stateId() });
      }
    });
    on(this.logList, "click", (ev) => {
      const li = ev.target.closest ? ev.target.closest(".rw-log-branch") : null;
      if (li && this.logList.contains(li)) this.gotoStep(Number(li.dataset.step));
    });
  },

  variationsTrait() {
    const v = this.get("variations") || {};
    return { branches: v.branches || [], here: v.here || [] };
  },

  drawVariations() {
    const { branches, here } = this.variationsTrait();
    const ui = (k, vars) => this.ui(k, vars);
    this.branchList.replaceChildren(...branches.map((b) => h("option", { value: String(b.step) })));
    this.root.dataset.branches = branches.map((b) => b.step).join(" ");
    const kids = [];
    if (branches.length) {
      kids.push(h("div", { class: "rw-branch-marks" }, ...branches.map((b) => h("button", {
        class: "rw-branch-mark", type: "button", "data-step": String(b.step),
        text: "\u21b3 " + ui("branch_mark", { n: b.count, k: b.step }) }))));
    }
    if (here.length) {
      kids.push(h("div", { class: "rw-variations-title", text: ui("variations") }));
      kids.push(h("ol", { class: "rw-variation-list" }, ...here.map((v) => {
        const tags = [v.main ? ui("variation_main") : "", v.current ? ui("variation_current") : "",
          ui("variation_length", { n: v.length })].filter(Boolean).join(", ");
        const follow = h("button", { class: "rw-variation-switch", type: "button",
          "data-action": "switch", "data-index": String(v.index), text: ui("variation_switch") });
        follow.disabled = !!v.current;
        const promote = v.main ? null : h("button", { class: "rw-variation-promote", type: "button",
          "data-action": "promote", "data-index": String(v.index), text: ui("variation_promote") });
        return h("li", { class: "rw-variation" + (v.current ? " rw-current" : ""),
          "data-index": String(v.index), "data-key": v.key },
        h("span", { class: "rw-variation-label", text: `${v.who}: ${v.label}` }),
        h("span", { class: "rw-variation-tags", text: ` (${tags}) ` }), follow, promote);
      })));
    }
    this.varBox.replaceChildren(...kids);
    this.varBox.hidden = !kids.length;
  },

  /** A mark in the log before the first line written after each branch point shown. */
  markLogBranches() {
    const { branches } = this.variationsTrait();
    const lines = [...this.logList.querySelectorAll("li[data-n]")];
    if (!lines.length) return;
    const first = Number(lines[0].dataset.n);
    for (const b of branches) {
      if (b.log === null || b.log === undefined || b.log < first) continue;
      const mark = h("li", { class: "rw-log-branch", "data-step": String(b.step),
        text: "\u21b3 " + this.ui("branch_mark", { n: b.count, k: b.step }) });
      const next = lines.find((li) => Number(li.dataset.n) >= b.log);
      if (next) next.before(mark);
      else this.logList.append(mark);
    }
    this.logList.scrollTop = this.logList.scrollHeight;
  },
});

function render({ model, el }) {
  const view = new RootView(model, el);
  return () => view.destroy();
}

export default { render };
