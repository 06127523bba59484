"use strict";
/* The phone page: one seat's hand and decisions. It is sent only what its seat may know
   (mammamia_qt/phones/protocol.py) and answers with actions the table checks. */
(function () {
  var LANGS = ["de", "en", "cs", "nl", "ja"];
  var COLOURS = { yellow: "#f2b705", green: "#3d8b40", brown: "#8b5a2b", purple: "#7b4397", red: "#d32f2f", pink: "#e8699d" };
  var token = location.pathname.split("/")[2] || "";
  var store = {
    get: function (k) { try { return localStorage.getItem(k); } catch (e) { return null; } },
    set: function (k, v) { try { localStorage.setItem(k, v); } catch (e) { /* private mode */ } }
  };
  store.set("mammamia.token", token);
  var S = null;           // translated texts
  var lang = pickLang();
  var hello = null;       // names, colours, edition, public
  var msg = null;         // the last state message
  var sel = { kind: null, count: 0, order: null };
  var ws = null, retry = 0, stopped = false, lastError = "";

  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function fmt(key) {
    var s = (S && S.phone[key]) || key, args = arguments;
    return s.replace(/%(\d)/g, function (m, n) { return args[+n] !== undefined ? String(args[+n]) : m; });
  }
  function nm(key) { return (S && S.names[key]) || key; }
  function who(seat) { return hello ? (seat === hello.seat ? fmt("you") : hello.names[seat]) : String(seat); }
  function counts(obj) {
    return Object.keys(obj || {}).map(function (k) { return obj[k] + " × " + nm(k); }).join(", ");
  }
  function art(face) { return "/art/" + lang + "/" + encodeURIComponent(face) + ".svg"; }
  function orderName(info) { return info ? nm(info.type) : ""; }

  function pickLang() {
    var saved = store.get("mammamia.lang");
    if (LANGS.indexOf(saved) >= 0) return saved;
    var list = navigator.languages || [navigator.language || "en"];
    for (var i = 0; i < list.length; i++) {
      var code = String(list[i]).slice(0, 2).toLowerCase();
      if (LANGS.indexOf(code) >= 0) return code;
    }
    return "en";
  }

  function loadStrings(then) {
    fetch("/strings/" + lang + ".json").then(function (r) { return r.json(); }).then(function (data) {
      S = data;
      document.documentElement.lang = lang;
      document.title = S.phone.title;
      var select = $("lang");
      select.innerHTML = "";
      LANGS.forEach(function (code) {
        var o = el("option", "", S.languages[code]);
        o.value = code;
        if (code === lang) o.selected = true;
        select.appendChild(o);
      });
      $("lang-label").textContent = S.phone.language;
      render();
      if (then) then();
    }).catch(function () { setTimeout(function () { loadStrings(then); }, 2000); });
  }

  function banner(text, error) {
    var b = $("banner");
    b.hidden = !text;
    b.textContent = text || "";
    b.className = "banner" + (error ? " error" : "");
  }

  function connect() {
    if (stopped) return;
    var proto = location.protocol === "https:" ? "wss://" : "ws://";
    ws = new WebSocket(proto + location.host + "/ws/" + token);
    ws.onopen = function () { retry = 0; banner(""); };
    ws.onmessage = function (e) {
      var m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      if (m.t === "hello") { hello = m; render(); }
      else if (m.t === "state") { onState(m); }
      else if (m.t === "error" && m.code !== "stale") {
        lastError = m.code === "malformed" || m.code === "not_json" || m.code === "unknown" || m.code === "too_big"
          ? fmt("bad_message") : fmt("not_allowed");
        banner(lastError, true);
      }
    };
    ws.onclose = function (e) {
      ws = null;
      if (e.code === 4000) { stopped = true; banner(fmt("replaced"), true); return; }
      if (e.code === 4001 || e.code === 4003) { stopped = true; banner(fmt("revoked"), true); return; }
      banner(fmt("reconnecting"), false);
      // A link that was handed over answers 403: then stop; otherwise try again.
      fetch(location.pathname, { cache: "no-store" }).then(function (r) {
        if (r.status === 403) { stopped = true; banner(fmt("revoked"), true); return; }
        later();
      }).catch(later);
    };
  }
  function later() {
    retry = Math.min(retry + 1, 5);
    setTimeout(connect, 500 * retry);
  }
  function send(action) {
    if (ws && ws.readyState === 1) {
      ws.send(JSON.stringify({ t: "act", a: action, n: msg ? msg.n : undefined }));
      banner("");
      // Nothing more to tap until the table answers.
      if (msg) { msg.asked = false; msg.v.legal = []; render(); }
    }
  }
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && !ws && !stopped) { retry = 0; connect(); }
  });

  function onState(m) {
    var before = msg;
    msg = m;
    if (m.v.phase === "over") stopped = true;  // the table closes the game: no reconnecting
    if (!m.asked || !before || !before.asked) sel = { kind: null, count: 0, order: null };
    render();
  }

  function describe(e) {
    switch (e.e) {
      case "ingredients": return fmt("ev_ingredients", who(e.seat), e.count, nm(e.kind));
      case "order": return fmt("ev_order", who(e.seat));
      case "passed": return fmt(e.sat_out ? "ev_sat_out" : "ev_passed", who(e.seat));
      case "drawn": return fmt(e.source === "waiter" ? "ev_drew_waiter" : "ev_drew_supply", who(e.seat), e.count);
      case "mamma_mia": return fmt("ev_mamma_mia", who(e.seat));
      case "reveal": return fmt("ev_reveal", who(e.evaluator));
      case "delivered": return fmt("ev_delivered", who(e.owner), orderName(e.order));
      case "returned": return fmt("ev_returned", who(e.owner), orderName(e.order));
      case "help_given": return fmt("ev_help_given", who(e.helper), who(e.owner));
      case "round_ended": return fmt("ev_round_ended", e.round);
      case "round": return fmt("ev_round", e.round);
    }
    return "";
  }

  function render() {
    if (!S) return;
    $("hand-title").textContent = fmt("your_hand");
    $("orders-title").textContent = fmt("your_orders");
    if (hello) {
      var me = $("me");
      me.innerHTML = "";
      var dot = el("span", "dot");
      dot.style.background = COLOURS[hello.colours[hello.seat]] || "#888";
      me.appendChild(dot);
      me.appendChild(el("span", "", hello.names[hello.seat]));
    }
    if (!msg) { $("status").textContent = fmt("connecting"); return; }
    var v = msg.v;
    $("round").textContent = fmt("round", v.round, v.rounds);
    renderStatus(v);
    var news = (msg.recent || []).map(describe).filter(Boolean);
    $("news").textContent = news.length ? news[news.length - 1] : "";
    renderHand(v);
    renderDecision(v);
    renderPublic(v);
  }

  function renderStatus(v) {
    var st = $("status");
    st.className = "status";
    if (v.phase === "over") {
      var text = fmt("game_over");
      if (v.winners.length) {
        text += " · " + (v.winners.indexOf(v.seat) >= 0 ? fmt("you_win")
          : fmt("wins", v.winners.map(function (w) { return hello ? hello.names[w] : w; }).join(", ")));
      }
      st.textContent = text;
      return;
    }
    var away = (msg.away || []).filter(function (s) { return s === msg.deciding && s !== v.seat; });
    if (msg.asked) { st.textContent = v.pending ? fmt("you_decide") : fmt("your_turn"); st.className = "status mine"; }
    else if (away.length) st.textContent = fmt("away", who(away[0]));
    else if (msg.deciding === v.seat) st.textContent = fmt("wait_table");
    else if (v.pending) st.textContent = fmt("deciding", who(msg.deciding));
    else st.textContent = fmt("turn_of", who(msg.deciding));
  }

  function plays(v) { return msg.asked ? v.legal.filter(function (a) { return a.type === "play"; }) : []; }

  function renderHand(v) {
    var hand = $("hand");
    hand.innerHTML = "";
    var legal = plays(v);
    v.kinds.forEach(function (kind) {
      var n = v.hand[kind] || 0;
      for (var i = 1; i <= n; i++) {
        var b = el("button", "card ing");
        b.dataset.kind = kind;
        b.dataset.n = i;
        b.setAttribute("aria-label", nm(kind));
        var img = el("img");
        img.src = art("ingredient:" + kind);
        img.alt = nm(kind);
        b.appendChild(img);
        var playable = legal.some(function (a) { return a.kind === kind && a.count >= i; });
        b.disabled = !playable;
        if (sel.kind === kind && i <= sel.count) b.classList.add("selected");
        b.onclick = pickKind.bind(null, kind, i);
        hand.appendChild(b);
      }
    });
    var orders = $("orders");
    orders.innerHTML = "";
    if (!v.hand_orders.length) orders.appendChild(el("span", "", fmt("no_orders")));
    v.hand_orders.forEach(function (id) {
      var info = v.orders[id];
      var b = el("button", "card ord");
      b.dataset.order = id;
      b.setAttribute("aria-label", orderName(info));
      var img = el("img");
      img.src = art(info.face);
      img.alt = orderName(info);
      b.appendChild(img);
      b.disabled = !legal.some(function (a) { return a.order === id; });
      if (sel.order === id) b.classList.add("selected");
      b.onclick = function () { sel.order = sel.order === id ? null : id; render(); };
      orders.appendChild(b);
    });
    var c = $("counts");
    c.innerHTML = "";
    c.appendChild(el("span", "", fmt("waiter", v.waiter_sizes[v.seat])));
    c.appendChild(el("span", "", fmt("delivered", v.delivered[v.seat])));
  }

  function pickKind(kind, i) {
    if (sel.kind === kind && sel.count === i) { sel.kind = null; sel.count = 0; }
    else { sel.kind = kind; sel.count = i; }
    render();
  }

  function button(text, action, secondary) {
    var b = el("button", secondary ? "secondary" : "", text);
    b.dataset.action = JSON.stringify(action);
    b.onclick = function () { send(action); };
    return b;
  }

  function renderDecision(v) {
    var box = $("decision");
    box.innerHTML = "";
    box.hidden = true;
    if (!msg.asked || !v.legal.length) return;
    box.hidden = false;
    var row = el("div", "buttons");
    var p = v.pending;
    if (!p) {
      var legal = plays(v);
      var noIngredients = legal.every(function (a) { return a.kind === null; });
      box.appendChild(el("p", "", noIngredients ? fmt("pass_turn") : fmt("pick_ingredients")));
      var match = legal.filter(function (a) { return a.kind === sel.kind && a.count === sel.count && a.order === sel.order; });
      match.forEach(function (a) {
        var text = a.draw === "supply" ? fmt("draw_supply", a.draw_count)
          : a.draw === "waiter" ? fmt("draw_waiter", a.draw_count) : fmt("draw_none");
        row.appendChild(button(text, a));
      });
      if (sel.kind !== null || sel.order !== null) {
        var clear = el("button", "secondary", fmt("clear"));
        clear.onclick = function () { sel = { kind: null, count: 0, order: null }; render(); };
        row.appendChild(clear);
      }
      box.appendChild(row);
      return;
    }
    var order = orderName(v.orders[p.order]);
    if (p.stage === "choose") {
      box.appendChild(el("p", "", fmt("choose_kinds", order)));
      v.legal.forEach(function (a) { row.appendChild(button(a.kinds.map(nm).join(" + "), a)); });
    } else if (p.stage === "complete") {
      var short = p.missing ? fmt("any_cards", p.missing) : counts(p.short);
      box.appendChild(el("p", "", fmt("complete", short, order)));
      v.legal.forEach(function (a) {
        row.appendChild(a.accept ? button(p.missing ? fmt("yes") + ": " + counts(a.give) : fmt("yes"), a)
          : button(fmt("no"), a, true));
      });
    } else if (p.stage === "ask_help") {
      var missing = p.missing ? fmt("any_cards", p.missing) : counts(p.short);
      box.appendChild(el("p", "", fmt("ask_help", order, missing)));
      v.legal.forEach(function (a) {
        row.appendChild(a.request ? button(fmt("ask_for", counts(a.request)), a) : button(fmt("dont_ask"), a, true));
      });
    } else if (p.stage === "help") {
      box.appendChild(el("p", "", fmt("help_asked", who(p.owner), counts(p.request), order)));
      v.legal.forEach(function (a) {
        row.appendChild(a.accept ? button(fmt("help_yes"), a) : button(fmt("help_no"), a, true));
      });
    }
    box.appendChild(row);
  }

  function renderPublic(v) {
    var box = $("public");
    box.hidden = !v.public;
    if (!v.public || !hello) return;
    box.innerHTML = "";
    box.appendChild(el("h2", "", fmt("table")));
    var table = el("table");
    hello.names.forEach(function (name, s) {
      var tr = el("tr");
      tr.appendChild(el("td", "", (s === msg.deciding ? "▶ " : "") + name));
      tr.appendChild(el("td", "", fmt("cards_in_hand", v.hand_sizes[s])));
      tr.appendChild(el("td", "", fmt("waiter", v.waiter_sizes[s])));
      tr.appendChild(el("td", "", fmt("delivered", v.delivered[s])));
      table.appendChild(tr);
    });
    box.appendChild(table);
    var chips = el("div", "chips");
    chips.appendChild(el("span", "chip", fmt("oven", v.oven)));
    chips.appendChild(el("span", "chip", fmt("supply", v.supply)));
    box.appendChild(chips);
    if (v.phase === "reveal" && Object.keys(v.columns).length) {
      box.appendChild(el("p", "", fmt("columns") + " " + counts(v.columns)));
    }
    var results = el("div", "chips");
    v.results.forEach(function (r) {
      var key = r.outcome === "delivered" ? "ev_delivered" : "ev_returned";
      results.appendChild(el("span", "chip", fmt(key, hello.names[r.owner], orderName(v.orders[r.order]))));
    });
    box.appendChild(results);
  }

  $("lang").onchange = function () {
    lang = this.value;
    store.set("mammamia.lang", lang);
    loadStrings();
  };
  loadStrings(connect);
})();
