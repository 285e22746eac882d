// Runs before first paint, inlined into index.html by the build (vite.config.ts,
// inlineHeadScripts), so an Urdu page never flashes left to right. Same rule as
// src/lib/i18n/language.ts: ?lang=, else the browser's saved choice, else its own language
// preference, else English. A signed-in user's saved language follows in the app.
(function () {
  var language = null;
  var match = /[?&]lang=(en|ur)(?:&|$)/.exec(window.location.search);
  if (match) language = match[1];
  if (!language) {
    try {
      var saved = window.localStorage.getItem('language');
      if (saved === 'en' || saved === 'ur') language = saved;
    } catch {
      // Storage can be blocked (privacy mode).
    }
  }
  var chosen = language;
  if (!language) {
    var preferred = navigator.languages || [navigator.language || ''];
    for (var i = 0; i < preferred.length && !language; i += 1) {
      var primary = String(preferred[i]).toLowerCase().split('-')[0];
      if (primary === 'en' || primary === 'ur') language = primary;
    }
  }
  // The page server reads the choice from this cookie (issue 25): keep it in step with storage.
  if (chosen && document.cookie.indexOf('lang=' + language) === -1) {
    document.cookie = 'lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  }
  if (language === 'ur') {
    document.documentElement.lang = 'ur';
    document.documentElement.dir = 'rtl';
  }
})();
