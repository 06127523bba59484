// The sentences of the game's events, in the page's language: the very messages the table says
// (mammamia_qt/wording/messages.py), translated from the same source texts and handed over in
// the page's strings ("events", "names", "words", "reasons"). Each event comes with its sentence
// for this phone's seat ({"id", "p"}: "You…" for its own doing); this names the parameters as
// the table does (ui/common/names.py: said_text) and fills them in.
(function (root) {
  "use strict";

  function word(T, group, key) { return (T && T[group] && T[group][key]) || key; }

  function list(T, items) {
    var sep = T && T.words && T.words.separator;
    return items.join(sep === undefined ? ", " : sep);
  }

  function cards(T, obj) {
    var parts = Object.keys(obj || {}).map(function (k) {
      return fill(word(T, "words", "count_of"), { count: String(obj[k]), ingredient: word(T, "names", k) });
    });
    return parts.length ? list(T, parts) : word(T, "words", "nothing");
  }

  function fill(text, values) {
    return text.replace(/\{(\w+)\}/g, function (m, k) { return values[k] !== undefined ? values[k] : m; });
  }

  function param(T, names, p) {
    if (typeof p === "number") return String(p);
    if ("seat" in p) return names[p.seat];
    if ("seats" in p) return list(T, p.seats.map(function (s) { return names[s]; }));
    if ("kind" in p) return word(T, "names", p.kind);
    if ("kinds" in p) return list(T, p.kinds.map(function (k) { return word(T, "names", k); }));
    if ("order" in p) return word(T, "names", p.order.type);
    if ("cards" in p) return cards(T, p.cards);
    if ("reason" in p) return word(T, "reasons", p.reason);
    return list(T, p.tally.map(function (n, s) { return names[s] + " " + n; }));
  }

  // The sentence ``said`` ({"id", "p"}) with the seats' ``names``, in the strings ``T``.
  function say(T, names, said) {
    var values = {};
    Object.keys(said.p).forEach(function (k) { values[k] = param(T, names, said.p[k]); });
    return fill(word(T, "events", said.id), values);
  }

  root.MammaMiaWords = { say: say };
  if (typeof module !== "undefined" && module.exports) module.exports = root.MammaMiaWords;
})(typeof window !== "undefined" ? window : globalThis);
