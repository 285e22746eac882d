// Runs before first paint, inlined into index.html by the build (vite.config.ts,
// inlineHeadScripts), so the page never flashes the wrong theme. Same rule as
// src/lib/theme.tsx: the saved choice, else the system preference.
(function () {
  var theme = null;
  try {
    var saved = window.localStorage.getItem('theme');
    if (saved === 'light' || saved === 'dark') theme = saved;
  } catch {
    // Storage can be blocked (privacy mode); fall back to the system preference.
  }
  if (!theme) {
    theme =
      window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches
        ? 'dark'
        : 'light';
  }
  var root = document.documentElement;
  if (theme === 'dark') root.classList.add('dark');
  else root.classList.remove('dark');
  root.style.colorScheme = theme;
})();
