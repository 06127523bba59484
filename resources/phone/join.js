"use strict";
(function () {
  var saved = null;
  try { saved = localStorage.getItem("mammamia.lang"); } catch (e) { /* private mode */ }
  var langs = ["de", "en", "cs", "nl", "ja"];
  var lang = saved;
  if (langs.indexOf(lang) < 0) {
    lang = "en";
    (navigator.languages || [navigator.language || "en"]).some(function (l) {
      var code = String(l).slice(0, 2).toLowerCase();
      if (langs.indexOf(code) >= 0) { lang = code; return true; }
      return false;
    });
  }
  fetch("/strings/" + lang + ".json").then(function (r) { return r.json(); }).then(function (s) {
    document.documentElement.lang = lang;
    document.getElementById("join-title").textContent = s.phone.join_title;
    document.getElementById("join").textContent = s.phone.join;
  }).catch(function () {});
})();
