"use strict";
(function () {
  function stored(key) { try { return localStorage.getItem(key); } catch (e) { return null; } }
  var langs = (document.documentElement.getAttribute("data-languages") || "en").split(" ");
  var lang = stored("mammamia.lang");
  if (langs.indexOf(lang) < 0) {
    lang = "en";
    (navigator.languages || [navigator.language || "en"]).some(function (l) {
      var code = String(l).slice(0, 2).toLowerCase();
      if (langs.indexOf(code) >= 0) { lang = code; return true; }
      return false;
    });
  }
  // A phone that held a seat on this table finds its way back with the token it stored.
  var token = stored("mammamia.token");
  var back = document.getElementById("back");
  if (token && /^[A-Za-z0-9_-]{20,40}$/.test(token)) back.href = "/p/" + token;
  fetch("/strings/" + lang + ".json").then(function (r) { return r.json(); }).then(function (s) {
    document.documentElement.lang = lang;
    document.getElementById("join-title").textContent = s.phone.join_title;
    document.getElementById("join").textContent = s.phone.join;
    back.textContent = s.phone.back_to_seat;
    back.hidden = !back.getAttribute("href");
  }).catch(function () {});
})();
