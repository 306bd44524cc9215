// Runs before first paint (blocking, external because the CSP forbids inline scripts):
// applies the saved theme, or the OS preference on a first visit, so the page never flashes.
(function () {
  var theme;
  try {
    theme = localStorage.getItem('theme');
  } catch {
    // storage blocked: follow the OS
  }
  if (theme !== 'dark' && theme !== 'light') {
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  // A prerendered page shows what a visitor sees: hidden for a stored session until the app renders
  // the member's own (pwa/src/main.tsx, docs/decisions/0084).
  try {
    if (localStorage.getItem('user')) root.setAttribute('data-session', '');
  } catch {
    // storage blocked: no stored session
  }
  var meta = document.querySelector('meta[name="theme-color"]');
  if (meta) meta.setAttribute('content', theme === 'dark' ? '#020617' : '#ffffff');
})();
