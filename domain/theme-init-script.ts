/**
 * Runs before the first paint, inline at the top of every page (docs/decisions/0084): applies the
 * saved theme, or the OS preference on a first visit, so the page never flashes; and marks a stored
 * session, whose app hides a prerendered visitor page until it renders the member's own. Inline, so
 * the first paint waits for no request; the CSP allows exactly this text by its hash.
 *
 * `alumniApplyTheme` is also what the app loader calls for a theme toggle pressed on a page whose
 * app has not started (app-after-paint-script.ts, ADR 0097); pwa/src/lib/theme.ts does the same.
 */
export const THEME_INIT_SCRIPT = [
  '(function () {',
  '  var root = document.documentElement, theme, user;',
  "  try { theme = localStorage.getItem('theme'); user = localStorage.getItem('user'); } catch (e) {}",
  "  if (theme !== 'dark' && theme !== 'light') theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';",
  '  window.alumniApplyTheme = function (next) {',
  "    root.classList.toggle('dark', next === 'dark');",
  '    root.style.colorScheme = next;',
  '    var meta = document.querySelector(\'meta[name="theme-color"]\');',
  "    if (meta) meta.setAttribute('content', next === 'dark' ? '#020617' : '#ffffff');",
  '  };',
  '  alumniApplyTheme(theme);',
  "  if (user) root.setAttribute('data-session', '');",
  '})();',
].join('\n');

/** The CSP source allowing exactly THEME_INIT_SCRIPT (theme-init-script.test.ts keeps it true). */
export const THEME_INIT_CSP_HASH = "'sha256-GSl8Y9jRXCvnXLd4JQv81qJFoCXH421p3nnPDiNIcxk='";
