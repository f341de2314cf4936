// Front end of RootWidget (anywidget ES module; no imports, no bundler).
//
// Python draws the board and keeps every synced trait (root_widget/widget.py). This
// module shows the SVG, highlights what the pending decision lets the person pick,
// sends what they did as a message ({kind, ..., state_id, req}) and draws the
// controls: seat, history buttons and slider, bots, the options list and the log;
// with a puzzle, its goal, status, solution and restart.
// Local UI state only: the targets picked so far for a choice that needs several
// clicks (where from, where to, ...), and the hover tooltip.
// A locked seat (trait lock_seat) hides the seat selector and the bots; an earlier step
// it browses comes with decision.view_only and offers no options, only a way back.

const TARGET_ATTRS = [
  // [target type, data attribute], in the order a click prefers them
  ["clearing", "data-clearing"],
  ["forest", "data-forest"],
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

function cssEscape(v) {
  return String(v).replace(/["\\]/g, "\\$&");
}

function render({ model, el }) {
  let picked = [];
  let shownSvg = null;
  let shownState = null;
  let req = 0;
  const L = () => model.get("labels") || { ui: {}, factions: {}, suits: {}, pieces: {} };
  const ui = (k, vars = {}) => fmt((L().ui || {})[k] || k, vars);

  const root = h("div", { class: "rw-root", tabindex: "0", "data-lm-suppress-shortcuts": "true" });
  const seatSel = h("select", { class: "rw-seat", "aria-label": "seat" });
  const first = h("button", { class: "rw-first", type: "button", text: "\u00ab" });
  const back = h("button", { class: "rw-back", type: "button", text: "\u2039" });
  const slider = h("input", { class: "rw-slider", type: "range", min: "0", max: "0", value: "0" });
  const fwd = h("button", { class: "rw-forward", type: "button", text: "\u203a" });
  const last = h("button", { class: "rw-last", type: "button", text: "\u00bb" });
  const stepText = h("span", { class: "rw-step" });
  const botsTurn = h("button", { class: "rw-bots-turn", type: "button" });
  const botsGame = h("button", { class: "rw-bots-game", type: "button" });
  const seatLabel = h("span", { class: "rw-seat-label" });
  const bar = h("div", { class: "rw-bar" }, seatLabel, seatSel, first, back, slider, fwd, last,
    stepText, botsTurn, botsGame);
  const status = h("div", { class: "rw-status" });
  const notice = h("div", { class: "rw-notice", role: "status" });
  const host = h("div", { class: "rw-board-host" });
  const tip = h("div", { class: "rw-tip", role: "tooltip" });
  const boardWrap = h("div", { class: "rw-boardwrap" }, host, tip);
  const decision = h("div", { class: "rw-decision" });
  const logList = h("ol", { class: "rw-log-lines" });
  const logTitle = h("div", { class: "rw-log-title" });
  const log = h("div", { class: "rw-log" }, logTitle, logList);
  const side = h("div", { class: "rw-side" }, decision, log);
  const puzzleBox = h("div", { class: "rw-puzzle" });
  root.append(bar, status, puzzleBox, notice, boardWrap, side);
  el.replaceChildren(root);

  function send(msg) {
    req += 1;
    root.classList.add("rw-busy");
    model.send({ ...msg, req });
  }
  const stateId = () => model.get("state_id");
  const apply = (key) => {
    picked = [];
    send({ kind: "apply", key, state_id: stateId() });
  };
  const gotoStep = (k) => {
    const hist = model.get("history") || {};
    const n = Math.max(0, Math.min(hist.steps || 0, k));
    if (n !== hist.step) send({ kind: "goto", step: n, state_id: stateId() });
  };

  function options() {
    const d = model.get("decision") || {};
    return d.options || [];
  }

  function highlight() {
    const svg = host.querySelector("svg");
    if (!svg) return;
    for (const e of svg.querySelectorAll(".rw-selectable, .rw-picked")) {
      e.classList.remove("rw-selectable", "rw-picked");
    }
    const mark = (t, cls) => {
      const i = t.indexOf(":");
      const type = t.slice(0, i);
      const value = t.slice(i + 1);
      const attr = (TARGET_ATTRS.find(([k]) => k === type) || [])[1];
      if (!attr) return;
      let sel = `[${attr}="${cssEscape(value)}"]`;
      if (type === "faction") sel = `.faction-board${sel}`;
      for (const e of svg.querySelectorAll(sel)) e.classList.add(cls);
    };
    for (const t of nextTargets(options(), picked)) mark(t, "rw-selectable");
    for (const t of picked) mark(t, "rw-picked");
  }

  function drawDecision() {
    const d = model.get("decision") || {};
    decision.replaceChildren();
    const crumbs = model.get("breadcrumb") || [];
    if (crumbs.length) decision.append(h("div", { class: "rw-breadcrumb", text: crumbs.join(" \u203a ") }));
    if (!d.kind) {
      decision.append(h("div", { class: "rw-prompt", text: ui("no_decision") }));
      return;
    }
    decision.append(h("div", { class: "rw-who", "data-player": d.player,
      text: ui("decides", { who: d.who }) + " \u00b7 " + ui("law", { rule: d.rule }) }));
    decision.append(h("div", { class: "rw-prompt", text: d.prompt }));
    if (d.view_only) {
      const hist = model.get("history") || {};
      decision.append(h("div", { class: "rw-view-only", text: ui("view_only", { k: hist.step, n: hist.steps }) },
        h("button", { class: "rw-back-to-live", type: "button", text: ui("back_to_live"),
          onclick: () => gotoStep(hist.steps || 0) })));
      return;
    }
    if (d.hidden) {
      decision.append(h("div", { class: "rw-hidden", text: ui("hidden_options") }));
      return;
    }
    const list = narrow(d.options || [], picked);
    if (picked.length) {
      decision.append(h("div", { class: "rw-pick-more", text: ui("pick_more", { n: list.length }) },
        h("button", { class: "rw-cancel", type: "button", text: ui("cancel"),
          onclick: () => { picked = []; drawDecision(); highlight(); } })));
    }
    const ul = h("ul", { class: "rw-options" });
    const next = ((model.get("puzzle_status") || {}).solution || [])[0];
    for (const o of list) {
      const cls = "rw-option" + (next && next.key === o.key && next.player === d.player ? " rw-next" : "");
      ul.append(h("li", {}, h("button", { class: cls, type: "button", "data-option": o.key,
        title: o.key, text: o.label, onclick: () => apply(o.key) })));
    }
    decision.append(ul);
  }

  function drawLog() {
    logTitle.textContent = ui("log");
    const lines = model.get("log") || [];
    logList.replaceChildren(...lines.map((e) => h("li", { "data-n": String(e.n), "data-faction": e.faction || "" },
      h("span", { class: "rw-log-text", text: e.text }),
      e.rule ? h("span", { class: "rw-law", text: ui("law", { rule: e.rule }) }) : null)));
    logList.scrollTop = logList.scrollHeight;
  }

  function drawBar() {
    const hist = model.get("history") || { step: 0, steps: 0 };
    slider.max = String(hist.steps);
    slider.value = String(hist.step);
    stepText.textContent = ui("step_of", { k: hist.step, n: hist.steps });
    first.disabled = back.disabled = hist.step <= 0;
    fwd.disabled = last.disabled = hist.step >= hist.steps;
    first.title = ui("first"); back.title = ui("back"); fwd.title = ui("forward"); last.title = ui("last");
    botsTurn.textContent = ui("bots_turn");
    botsGame.textContent = ui("bots_game");
    const over = (model.get("status") || {}).over;
    const locked = !!model.get("lock_seat");
    botsTurn.disabled = botsGame.disabled = !!over || locked;
    botsTurn.hidden = botsGame.hidden = locked;
    const seat = model.get("seat") || "";
    const seats = model.get("seats") || [];
    seatSel.replaceChildren(...seats.map(([v, label]) => h("option", { value: v, text: label })));
    seatSel.value = seat;
    seatSel.disabled = seatSel.hidden = locked;
    const mine = (seats.find(([v]) => v === seat) || [seat, seat])[1];
    seatLabel.textContent = ui("seat") + (locked ? ": " + mine : "");
    root.dataset.locked = locked ? "true" : "";
    status.textContent = (model.get("status") || {}).text || "";
  }

  function drawPuzzle() {
    const ps = model.get("puzzle_status") || {};
    if (!ps.state) {
      puzzleBox.replaceChildren();
      puzzleBox.style.display = "none";
      return;
    }
    puzzleBox.style.display = "";
    const act = (action) => send({ kind: "puzzle", action, state_id: stateId() });
    const replies = h("select", { class: "rw-replies", "aria-label": ui("replies") },
      h("option", { value: "auto", text: ui("replies_auto") }),
      h("option", { value: "you", text: ui("replies_you") }));
    replies.value = ps.replies || "auto";
    replies.addEventListener("change", () => send({ kind: "replies", replies: replies.value }));
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
          ...(model.get("lock_seat") ? { disabled: "" } : {}) }),
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
    puzzleBox.replaceChildren(...kids);
  }

  function drawNotice() {
    const n = model.get("notice") || {};
    notice.textContent = n.text || "";
    notice.className = "rw-notice" + (n.level ? " rw-" + n.level : "");
    root.classList.remove("rw-busy");
  }

  function update() {
    if (model.get("state_id") !== shownState) {
      shownState = model.get("state_id");
      picked = [];
    }
    const svg = joinStatic(model.get("board"), model.get("board_static"));
    if (svg !== shownSvg) {
      host.innerHTML = svg;
      shownSvg = svg;
      tip.style.display = "none";
    }
    root.dataset.stateId = shownState || "";
    root.dataset.seat = model.get("seat") || "";
    root.dataset.viewOnly = (model.get("decision") || {}).view_only ? "true" : "";
    drawBar();
    drawPuzzle();
    drawDecision();
    drawLog();
    highlight();
    root.classList.remove("rw-busy");
  }

  function hoverText(g) {
    const lab = L();
    const suit = g.getAttribute("data-suit");
    const ruler = g.getAttribute("data-ruler");
    const head = fmt(ui("clearing_n"), { n: g.getAttribute("data-clearing") }) +
      (suit ? ` (${(lab.suits || {})[suit] || suit})` : "");
    const who = ruler ? ui("ruled_by", { who: (lab.factions || {})[ruler] || ruler }) : ui("no_ruler");
    const bits = [];
    for (const p of g.querySelectorAll("[data-piece]")) {
      const kind = p.getAttribute("data-piece");
      const f = p.getAttribute("data-faction");
      const n = Number(p.getAttribute("data-count") || "1");
      const name = (lab.pieces || {})[kind] || kind;
      bits.push(`${n > 1 ? n + " \u00d7 " : ""}${name}${f ? " (" + ((lab.factions || {})[f] || f) + ")" : ""}`);
    }
    return [head, who, bits.length ? bits.join(", ") : ui("empty")];
  }

  host.addEventListener("click", (ev) => {
    const svg = host.querySelector("svg");
    if (!svg) return;
    const clicked = targetsAt(ev.target, host);
    if (!clicked.length) return;
    let r = pick(options(), picked, clicked);
    if (!r.progressed && picked.length) r = pick(options(), [], clicked);
    if (!r.progressed) return;
    if (r.options.length === 1) {
      apply(r.options[0].key);
      return;
    }
    picked = r.picked;
    drawDecision();
    highlight();
  });

  host.addEventListener("mouseover", (ev) => {
    const g = ev.target.closest ? ev.target.closest("[data-clearing]") : null;
    if (!g || !host.contains(g)) {
      tip.style.display = "none";
      return;
    }
    const lines = hoverText(g);
    tip.replaceChildren(...lines.map((t) => h("div", { text: t })));
    tip.dataset.clearing = g.getAttribute("data-clearing");
    const box = boardWrap.getBoundingClientRect();
    const r = g.getBoundingClientRect();
    tip.style.left = `${Math.max(0, r.right - box.left + 4)}px`;
    tip.style.top = `${Math.max(0, r.top - box.top)}px`;
    tip.style.display = "block";
  });
  host.addEventListener("mouseleave", () => { tip.style.display = "none"; });

  first.addEventListener("click", () => gotoStep(0));
  back.addEventListener("click", () => gotoStep(((model.get("history") || {}).step || 0) - 1));
  fwd.addEventListener("click", () => gotoStep(((model.get("history") || {}).step || 0) + 1));
  last.addEventListener("click", () => gotoStep((model.get("history") || {}).steps || 0));
  slider.addEventListener("input", () => {
    stepText.textContent = ui("step_of", { k: slider.value, n: (model.get("history") || {}).steps });
  });
  slider.addEventListener("change", () => gotoStep(Number(slider.value)));
  botsTurn.addEventListener("click", () => send({ kind: "play", until: "turn", state_id: stateId() }));
  botsGame.addEventListener("click", () => send({ kind: "play", until: "end", state_id: stateId() }));
  seatSel.addEventListener("change", () => send({ kind: "seat", seat: seatSel.value }));

  // Keys stay inside the widget: JupyterLab's command-mode shortcuts never see them
  // (data-lm-suppress-shortcuts on the root, and stopPropagation here).
  root.addEventListener("keydown", (ev) => {
    const t = ev.target;
    const own = t === slider || (t && (t.tagName === "SELECT" || t.tagName === "INPUT"));
    const step = (model.get("history") || {}).step || 0;
    let done = true;
    if (own) done = false;
    else if (ev.key === "ArrowLeft") gotoStep(step - 1);
    else if (ev.key === "ArrowRight") gotoStep(step + 1);
    else if (ev.key === "Home") gotoStep(0);
    else if (ev.key === "End") gotoStep((model.get("history") || {}).steps || 0);
    else if (ev.key === "Escape" && picked.length) { picked = []; drawDecision(); highlight(); }
    else done = false;
    if (done) ev.preventDefault();
    ev.stopPropagation();
  });

  // One redraw per batch of trait changes (Python sends them together in hold_sync).
  let pending = false;
  const schedule = () => {
    if (pending) return;
    pending = true;
    queueMicrotask(() => { pending = false; update(); });
  };
  const names = ["board", "board_static", "decision", "breadcrumb", "log", "history", "state_id", "seat",
    "seats", "status", "labels", "puzzle_status", "lock_seat"];
  for (const n of names) model.on("change:" + n, schedule);
  model.on("change:notice", drawNotice);
  const onMsg = (msg) => {
    if (msg && msg.kind === "reply") {
      root.classList.remove("rw-busy");
      root.dataset.lastReply = msg.ok ? "ok" : "error";
    }
  };
  model.on("msg:custom", onMsg);
  update();
  drawNotice();
  return () => {
    for (const n of names) model.off("change:" + n, schedule);
    model.off("change:notice", drawNotice);
    model.off("msg:custom", onMsg);
  };
}

export default { render };
