"use strict";
/* The phone page: one seat's hand and decisions, and what everyone at the table sees as it happens.
   It is sent only what its seat may know (mammamia_qt/phones/protocol.py) and answers with taps the
   table checks. The connection (ARCHITECTURE.md, "Phones"): one socket at a time, a heartbeat both
   ways, every tap with its own id and the id of the state it was made on, repeated until answered. */
(function () {
  var LANGS = (document.documentElement.getAttribute("data-languages") || "en").split(" ");
  var token = location.pathname.split("/")[2] || "";
  var store = {
    get: function (k, s) { try { return (s || localStorage).getItem(k); } catch (e) { return null; } },
    set: function (k, v, s) { try { (s || localStorage).setItem(k, v); } catch (e) { /* private mode */ } }
  };
  store.set("mammamia.token", token);
  var session = (function () { try { return sessionStorage; } catch (e) { return null; } })();
  var client = store.get("mammamia.client", session) || randomId();  // this tab, across reloads
  store.set("mammamia.client", client, session);
  var S = null;           // translated texts
  var lang = pickLang();
  var hello = null;       // names, colours, edition, public, timings
  var msg = null;         // the last state message
  var sel = { kind: null, count: 0, order: null };
  var ws = null, timer = null, retry = 0, heard = 0, stopped = false, blocked = null;
  var pending = null, pendingSent = 0, behind = 0, pinged = 0;
  var news = [], newsTimer = null, shown = null, lastTop = null;
  // The public story is numbered (each item's "i"): "got" is the last item received, "shownI" the
  // last one the strip showed (kept across a reload). A socket names "got" when it opens, and the
  // table sends again every item after it: a page that was away catches up, in order, once.
  var shownKey = "mammamia.shown." + token;
  var shownI = +(store.get(shownKey, session) || -1), got = shownI;

  function $(id) { return document.getElementById(id); }
  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function randomId() {
    var a = new Uint8Array(12);
    (window.crypto || window.msCrypto).getRandomValues(a);
    return Array.prototype.map.call(a, function (b) { return ("0" + b.toString(16)).slice(-2); }).join("");
  }
  function fmt(key) {
    var s = (S && S.phone[key]) || key, args = arguments;
    return s.replace(/%(\d)/g, function (m, n) { return args[+n] !== undefined ? String(args[+n]) : m; });
  }
  function nm(key) { return (S && S.names[key]) || key; }
  function who(seat) { return hello ? hello.names[seat] : String(seat); }
  function counts(obj) {
    return Object.keys(obj || {}).map(function (k) { return obj[k] + " × " + nm(k); }).join(", ");
  }
  function art(face) { return "/art/" + lang + "/" + encodeURIComponent(face) + ".svg"; }
  function orderName(info) { return info ? nm(info.type) : ""; }
  function hbMs() { return hello ? hello.hb_ms : 3000; }
  function lostMs() { return hello ? hello.lost_ms : 8000; }

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
        var o = el("option", "", S.languages[code] || code);
        o.value = code;
        if (code === lang) o.selected = true;
        select.appendChild(o);
      });
      $("lang-label").textContent = S.phone.language;
      $("vibrate-label").textContent = fmt("vibrate");
      $("strip").setAttribute("aria-label", fmt("table"));
      render();
      showNews(shown);
      if (then) then();
    }).catch(function () { setTimeout(function () { loadStrings(then); }, 2000); });
  }

  // ------------------------------------------------------------------ connection
  function banner(text, error, offerTakeOver) {
    $("banner").hidden = !text;
    $("banner-text").textContent = text || "";
    $("banner").className = "banner" + (error ? " error" : "");
    var b = $("take-over");
    b.hidden = !offerTakeOver;
    b.textContent = fmt("take_over");
  }

  function connect(take) {
    if (stopped) return;
    if (ws && ws.readyState <= 1) return;  // one socket at a time: a visibility change and a retry never race
    clearTimeout(timer);
    timer = null;
    var proto = location.protocol === "https:" ? "wss://" : "ws://";
    var sock = new WebSocket(proto + location.host + "/ws/" + token + "?c=" + client + (take ? "&take=1" : "")
      + (got >= 0 ? "&i=" + got : ""));
    ws = sock;
    heard = Date.now();
    sock.onopen = function () {
      if (sock !== ws) return;
      retry = 0;
      heard = Date.now();
      banner("");
      transmit();  // a tap made while away goes now; the server answers it once, whatever happens
    };
    sock.onmessage = function (e) {
      if (sock !== ws) return;
      heard = Date.now();
      var m;
      try { m = JSON.parse(e.data); } catch (err) { return; }
      receive(m);
    };
    sock.onclose = function (e) {
      if (sock !== ws) return;  // an older socket of this page: already replaced
      ws = null;
      closed(e.code);
    };
  }

  function closed(code) {
    if (code === 4002 || code === 4000) {  // open on another device: taken back only on request
      stopped = true;
      blocked = code;
      pending = null;  // a tap made here is not this page's to send any more
      banner(fmt(code === 4002 ? "busy" : "replaced"), true, true);
      render();
      return;
    }
    if (code === 4001 || code === 4003) { stopped = true; banner(fmt("revoked"), true); return; }
    if (stopped) return;
    banner(fmt("reconnecting"), false);
    // A link that was handed over answers 403: then stop; otherwise try again.
    fetch(location.pathname, { cache: "no-store" }).then(function (r) {
      if (r.status === 403) { stopped = true; banner(fmt("revoked"), true); return; }
      later();
    }).catch(later);
  }

  function later() {
    if (timer || stopped) return;
    retry = Math.min(retry + 1, 5);
    timer = setTimeout(function () { timer = null; connect(); }, 400 * retry);
  }

  function lost() {  // nothing heard for too long: the socket is dead even if the browser does not know
    var sock = ws;
    ws = null;
    if (sock) { sock.onclose = null; try { sock.close(); } catch (e) { /* already closing */ } }
    banner(fmt("reconnecting"), false);
    later();
  }

  function beat() {
    if (stopped) return;
    if (ws && Date.now() - heard > lostMs()) { lost(); return; }
    if (ws && ws.readyState === 1 && Date.now() - pinged >= hbMs() - 500) {
      pinged = Date.now();
      ws.send(JSON.stringify({ t: "ping", i: shownI }));
      if (pending && Date.now() - pendingSent > hbMs()) transmit();  // unanswered: ask again, same id
    }
  }
  setInterval(beat, 1000);

  $("take-over").onclick = function () {
    if (!blocked) return;
    blocked = null;
    stopped = false;
    banner("");
    render();
    connect(true);
  };

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && msg && msg.v.phase !== "over") keepAwake(true);  // a lock ends when hidden
    if (document.hidden || stopped) return;
    if (ws && Date.now() - heard > lostMs()) lost();
    if (!ws) { clearTimeout(timer); timer = null; retry = 0; connect(); }
  });

  function receive(m) {
    if (m.t === "hello") { hello = m; render(); return; }
    if (m.t === "state") { onState(m); return; }
    if (m.t === "hb") {  // the server's heartbeat names the latest state it sent: a missed one is asked for
      behind = msg && m.s !== msg.s ? behind + 1 : 0;
      if (behind >= 2 && ws) { behind = 0; sync(); }
      return;
    }
    if (m.t === "busy") return;  // the close that follows says it
    if ((m.t === "ack" || m.t === "error") && pending && m.id === pending.id) {
      pending = null;
      render();
    }
    if (m.t === "error" && m.code !== "stale") {
      var bad = ["malformed", "not_json", "unknown", "too_big"].indexOf(m.code) >= 0;
      banner(bad ? fmt("bad_message") : fmt("not_allowed"), true);
    }
  }

  function sync() {  // send the state again, and every item after the last one received
    if (ws && ws.readyState === 1) ws.send(JSON.stringify({ t: "sync", i: got }));
  }

  function transmit() {
    if (pending && ws && ws.readyState === 1) {
      ws.send(JSON.stringify(pending));
      pendingSent = Date.now();
    }
  }

  function send(action) {
    if (pending || blocked || !msg || !msg.asked) return;
    pending = { t: "act", id: randomId(), n: msg.n, a: action };
    banner("");
    msg.asked = false;  // nothing more to tap until the table answers
    msg.v.legal = [];
    render();
    transmit();
  }

  // ------------------------------------------------------------------ awake and buzzing
  // Where the browser offers them: the screen stays on while a game is open (a phone that sleeps
  // drops out), and a short vibration says "your turn" (the player may turn it off, kept per phone).
  var wakeLock = null, vibrate = store.get("mammamia.vibrate") !== "off";
  function keepAwake(on) {
    if (!on) {
      if (wakeLock && wakeLock.release) wakeLock.release().catch(function () {});
      wakeLock = null;
      return;
    }
    if (wakeLock || document.hidden || !navigator.wakeLock) return;
    wakeLock = "asking";
    navigator.wakeLock.request("screen").then(function (lock) {
      if (wakeLock !== "asking") { lock.release().catch(function () {}); return; }  // the game ended meanwhile
      wakeLock = lock;
      lock.addEventListener("release", function () { if (wakeLock === lock) wakeLock = null; });
    }).catch(function () { wakeLock = null; });
  }
  function buzz() {
    if (vibrate && navigator.vibrate) { try { navigator.vibrate(200); } catch (e) { /* not allowed yet */ } }
  }
  $("vibrate").checked = vibrate;
  $("vibrate-box").hidden = !navigator.vibrate;
  $("vibrate").onchange = function () {
    vibrate = this.checked;
    store.set("mammamia.vibrate", vibrate ? "on" : "off");
  };

  function onState(m) {
    var before = msg;
    msg = m;
    behind = 0;
    if (m.v.phase === "over") stopped = true;  // the table closes the game: no reconnecting
    keepAwake(m.v.phase !== "over");
    if (m.asked && !(before && before.asked && before.n === m.n)) buzz();
    if (!m.asked || !before || !before.asked || before.n !== m.n) sel = { kind: null, count: 0, order: null };
    if (got < 0 && m.from >= 0) got = m.from;  // a new device goes on from where the seat's last one was
    if (m.from > got) sync();  // items between were lost on the way: asked for again, in order
    else {
      (m.ev || []).forEach(function (e) {
        if (e.i <= got) return;  // received already: never shown twice
        got = e.i;
        if (describe(e)) news.push(e);
      });
    }
    render();
    if (!newsTimer) nextNews();
  }

  // ------------------------------------------------------------------ the public strip
  // Every play into the oven, every order checked, every help asked and every round's end is shown
  // in turn for a while (a tap on the strip hurries it): what the people at a table see as it happens.
  function describe(e) {
    return e.say && hello ? window.MammaMiaWords.say(S, hello.names, e.say) : "";
  }

  function nextNews() {
    clearTimeout(newsTimer);
    newsTimer = null;
    if (!news.length) { shown = null; showNews(null); render(); return; }
    shown = news.shift();
    shownI = Math.max(shownI, shown.i);
    store.set(shownKey, String(shownI), session);
    if (shown.e === "ingredients") lastTop = { face: "ingredient:" + shown.kind, name: nm(shown.kind) };
    else if (shown.e === "order") lastTop = { face: shown.order.face, name: orderName(shown.order) };
    else if (shown.e === "reveal" || shown.e === "round") lastTop = null;
    showNews(shown);
    renderHeader();
    newsTimer = setTimeout(nextNews, hello ? hello.news_ms : 1400);
  }

  function showNews(e) {
    if (!S) return;
    var text = e ? describe(e) : "";
    var p = $("news");
    if (p.textContent !== text) p.textContent = text;
    p.setAttribute("data-i", e ? String(e.i) : "");
    var more = $("news-more");
    more.hidden = !news.length;
    more.textContent = fmt("news_more", news.length);
    showTop(e ? lastTop : currentTop());
  }

  function currentTop() {  // between events: the state's own top card
    var top = msg && msg.v.oven_top;
    if (!top) return null;
    if (top.kind) return { face: "ingredient:" + top.kind, name: nm(top.kind) };
    var info = msg.v.orders[top.order];
    return info ? { face: info.face, name: orderName(info) } : null;
  }

  function showTop(top) {
    var img = $("top-img");
    img.hidden = !top;
    if (top) {
      var src = art(top.face);
      if (img.getAttribute("src") !== src) img.setAttribute("src", src);
      img.alt = fmt("top_card") + ": " + top.name;
      img.setAttribute("data-face", top.face);
    } else {
      img.removeAttribute("data-face");
    }
    var inOven = msg ? msg.v.oven : 0;
    var carried = carriedNow();
    $("top-text").textContent = top ? fmt("oven", inOven) : carried ? ""
      : (msg && msg.v.phase === "play" ? fmt("oven_empty") : "");
    $("carried").hidden = !carried;
    $("carried").textContent = carried ? fmt("carried", carried) : "";
  }

  // The ingredients carried over from the last round, public at a round's start: shown with the
  // round's first item and until the first card of the round goes into the oven.
  function carriedNow() {
    var start = shown && shown.e === "round" ? shown.carried : null;
    if (!start && !shown && msg && msg.v.phase === "play" && !msg.v.oven) start = msg.v.carried;
    return start && Object.keys(start).length ? counts(start) : "";
  }

  $("strip").onclick = function () { if (news.length && !blocked) nextNews(); };
  $("news-more").onclick = function (e) { e.stopPropagation(); nextNews(); };

  // ------------------------------------------------------------------ rendering
  function render() {
    if (!S) return;
    // Open on another device: nothing here reacts until Play on this device (in the banner) is tapped.
    $("main").inert = !!blocked;
    $("main").className = blocked ? "inert" : "";
    var focused = document.activeElement && document.activeElement.getAttribute("data-key");
    $("hand-title").textContent = fmt("your_hand");
    $("orders-title").textContent = fmt("your_orders");
    if (hello) {
      var me = $("me");
      me.innerHTML = "";
      var dot = el("span", "dot");
      dot.style.background = hello.colour_hex[hello.seat] || "#888";
      me.appendChild(dot);
      me.appendChild(el("span", "", hello.names[hello.seat]));
    }
    if (!msg) { $("status").textContent = blocked ? "" : fmt("connecting"); return; }
    var v = msg.v;
    renderHeader();
    renderStatus(v);
    renderHand(v);
    renderDecision(v);
    renderPublic(v);
    renderFinal(v);
    $("strip").hidden = v.phase === "over" && !stripBusy();  // the story is told: the scores follow
    if (!newsTimer) showNews(null);
    if (focused) {  // the same button keeps the keyboard after a re-render
      var again = document.querySelector('[data-key="' + focused + '"]');
      if (again && !again.disabled) again.focus();
    }
  }

  // ------------------------------------------------------------------ following the strip
  // The header, the status and the result tell what the strip has come to, not what the state
  // already knows: "Round 3" waits for round 2's reveal to be told, "Game over" for its last item.
  function stripBusy() { return !!shown || news.length > 0; }
  function stripRound(v) {
    var ahead = news.filter(function (e) { return e.e === "round"; }).length;
    return Math.max(1, v.round - ahead);
  }
  function renderHeader() {
    if (!msg || !S) return;
    $("round").textContent = fmt("round", stripRound(msg.v), msg.v.rounds);
  }

  function renderStatus(v) {
    var st = $("status");
    st.className = "status";
    if (!msg.asked && (stripRound(v) !== v.round || (v.phase === "over" && stripBusy()))) {
      st.textContent = "";  // the strip is still telling what came before
      return;
    }
    if (v.phase === "over") {  // who won, and why, in the final scores below
      st.textContent = fmt("game_over");
      return;
    }
    var away = (msg.away || []).filter(function (s) { return s === msg.deciding && s !== v.seat; });
    if (blocked) st.textContent = "";
    else if (pending) st.textContent = fmt("wait_table");
    else if (msg.asked) { st.textContent = v.pending ? fmt("you_decide") : fmt("your_turn"); st.className = "status mine"; }
    else if (away.length) st.textContent = fmt("away", who(away[0]));
    else if (msg.deciding === v.seat) st.textContent = fmt("wait_table");
    else if (v.pending) st.textContent = fmt("deciding", who(msg.deciding));
    else st.textContent = fmt("turn_of", who(msg.deciding));
  }

  function plays(v) { return msg.asked && !blocked ? v.legal.filter(function (a) { return a.type === "play"; }) : []; }

  function cardButton(cls, key, face, label, pressed, disabled, onclick) {
    var b = el("button", "card " + cls);
    b.type = "button";
    b.setAttribute("data-key", key);
    b.setAttribute("aria-label", label);
    b.setAttribute("aria-pressed", pressed ? "true" : "false");
    var img = el("img");
    img.src = art(face);
    img.alt = "";
    b.appendChild(img);
    b.disabled = disabled;
    b.onclick = onclick;
    return b;
  }

  function renderHand(v) {
    var hand = $("hand");
    hand.innerHTML = "";
    var legal = plays(v);
    v.kinds.forEach(function (kind) {
      var n = v.hand[kind] || 0;
      for (var i = 1; i <= n; i++) {
        var b = cardButton("ing", "ing:" + kind + ":" + i, "ingredient:" + kind, nm(kind),
          sel.kind === kind && i <= sel.count,
          !legal.some(function (a) { return a.kind === kind && a.count >= i; }), pickKind.bind(null, kind, i));
        b.dataset.kind = kind;
        b.dataset.n = i;
        hand.appendChild(b);
      }
    });
    var orders = $("orders");
    orders.innerHTML = "";
    if (!v.hand_orders.length) orders.appendChild(el("span", "", fmt("no_orders")));
    v.hand_orders.forEach(function (id) {
      var info = v.orders[id];
      var b = cardButton("ord", "ord:" + id, info.face, orderName(info), sel.order === id,
        !legal.some(function (a) { return a.order === id; }),
        function () { sel.order = sel.order === id ? null : id; render(); });
      b.dataset.order = id;
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

  function button(text, action, secondary, key) {
    var b = el("button", secondary ? "secondary" : "", text);
    b.type = "button";
    b.dataset.action = JSON.stringify(action);
    b.setAttribute("data-key", "act:" + key);
    b.onclick = function () { send(action); };
    return b;
  }

  function renderDecision(v) {
    var box = $("decision");
    box.innerHTML = "";
    box.hidden = !msg.asked || !!blocked || !v.legal.length;
    if (box.hidden) return;
    var row = el("div", "buttons");
    var p = v.pending;
    if (!p) {
      renderTurn(box, row, plays(v));
      return;
    }
    var order = orderName(v.orders[p.order]);
    if (p.stage === "choose") {
      box.appendChild(el("p", "", fmt("choose_kinds", order)));
      v.legal.forEach(function (a, k) { row.appendChild(button(a.kinds.map(nm).join(" + "), a, false, k)); });
    } else if (p.stage === "complete") {
      var short = p.missing ? fmt("any_cards", p.missing) : counts(p.short);
      box.appendChild(el("p", "", fmt("complete", short, order)));
      v.legal.forEach(function (a, k) {
        row.appendChild(a.accept ? button(p.missing ? fmt("yes") + ": " + counts(a.give) : fmt("yes"), a, false, k)
          : button(fmt("no"), a, true, k));
      });
    } else if (p.stage === "ask_help") {
      var missing = p.missing ? fmt("any_cards", p.missing) : counts(p.short);
      box.appendChild(el("p", "", fmt("ask_help", order, missing)));
      v.legal.forEach(function (a, k) {
        row.appendChild(a.request ? button(fmt("ask_for", counts(a.request)), a, false, k)
          : button(fmt("dont_ask"), a, true, k));
      });
    } else if (p.stage === "help") {
      box.appendChild(el("p", "", fmt("help_asked", who(p.owner), counts(p.request), order)));
      v.legal.forEach(function (a, k) {
        row.appendChild(a.accept ? button(fmt("help_yes"), a, false, k) : button(fmt("help_no"), a, true, k));
      });
    }
    box.appendChild(row);
  }

  function renderTurn(box, row, legal) {
    var noIngredients = legal.every(function (a) { return a.kind === null; });
    box.appendChild(el("p", "", noIngredients ? fmt("pass_turn") : fmt("pick_ingredients")));
    legal.forEach(function (a, k) {
      if (a.kind !== sel.kind || a.count !== sel.count || a.order !== sel.order) return;
      var text = a.draw === "supply" ? fmt("draw_supply", a.draw_count)
        : a.draw === "waiter" ? fmt("draw_waiter", a.draw_count) : fmt("draw_none");
      row.appendChild(button(text, a, false, k));
    });
    if (sel.kind !== null || sel.order !== null) {
      var clear = el("button", "secondary", fmt("clear"));
      clear.type = "button";
      clear.setAttribute("data-key", "clear");
      clear.onclick = function () { sel = { kind: null, count: 0, order: null }; render(); };
      row.appendChild(clear);
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
    if (v.plays) {  // the memory aid, when the game was started with it: as the table shows it
      v.plays.forEach(function (p) {
        box.appendChild(el("p", "", window.MammaMiaWords.say(S, hello.names, p.say)));
      });
    }
    var results = el("div", "chips");
    v.results.forEach(function (r) {
      var key = r.outcome === "delivered" ? "ev_delivered" : "ev_returned";
      results.appendChild(el("span", "chip", fmt(key, hello.names[r.owner], orderName(v.orders[r.order]))));
    });
    box.appendChild(results);
  }

  // ------------------------------------------------------------------ the game's end
  function nameOf(seat) { return hello ? hello.names[seat] : String(seat); }
  function joinNames(list) {
    if (list.length <= 1) return list.join("");
    return fmt("and", list.slice(0, -1).join(fmt("comma")), list[list.length - 1]);
  }
  function headline(v) {
    var others = v.winners.filter(function (w) { return w !== v.seat; }).map(nameOf);
    if (others.length < v.winners.length) return others.length ? fmt("you_share_win", joinNames(others)) : fmt("you_win");
    return v.winners.length === 1 ? fmt("wins", others[0]) : fmt("share_win", joinNames(others));
  }
  function tiebreakText(v) {  // as the table's results page explains it
    var best = Math.max.apply(null, v.delivered);
    var tied = v.delivered.map(function (n, s) { return n === best ? s : -1; }).filter(function (s) { return s >= 0; });
    if (v.tiebreak === "hand") return fmt("tie_hand", joinNames(tied.map(nameOf)), best, nameOf(v.winners[0]));
    if (v.tiebreak === "shared") return fmt("tie_shared", joinNames(tied.map(nameOf)), best, v.hands_left[tied[0]]);
    return fmt("most_delivered", best);
  }
  function renderFinal(v) {
    var box = $("final");
    box.hidden = v.phase !== "over" || stripBusy() || !hello || !v.winners.length;
    if (box.hidden) return;
    box.innerHTML = "";
    box.appendChild(el("h2", "", fmt("final_scores")));
    box.appendChild(el("p", "headline", headline(v)));
    box.appendChild(el("p", "tiebreak", tiebreakText(v)));
    var tie = v.tiebreak === "hand" || v.tiebreak === "shared" || new Set(v.delivered).size < v.delivered.length;
    var order = v.delivered.map(function (n, s) { return s; }).sort(function (a, b) {
      return (v.delivered[b] - v.delivered[a]) || ((v.hands_left[b] || 0) - (v.hands_left[a] || 0)) || a - b;
    });
    var table = el("table");
    order.forEach(function (s) {
      var tr = el("tr", v.winners.indexOf(s) >= 0 ? "winner" : "");
      tr.appendChild(el("td", "name", (v.winners.indexOf(s) >= 0 ? "★ " : "") + nameOf(s)));
      tr.appendChild(el("td", "", fmt("delivered", v.delivered[s])));
      if (tie) tr.appendChild(el("td", "", fmt("cards_left", v.hands_left[s])));
      table.appendChild(tr);
    });
    box.appendChild(table);
  }

  $("lang").onchange = function () {
    lang = this.value;
    store.set("mammamia.lang", lang);
    loadStrings();
  };
  loadStrings(connect);
})();
