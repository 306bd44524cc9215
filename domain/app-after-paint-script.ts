import { LOGOUT_PENDING_KEY, SERVICE_WORKER_URL } from './page-loader-keys.ts';

/**
 * Starts a prerendered page's app once the page has painted (docs/decisions/0090), inline at the end
 * of the page's body: the module script, its preloads and the stylesheet's link (listed on the tag, so the text and its
 * CSP hash stay the same across builds) are added once the first contentful paint is reported, at
 * once for a hidden page, after a second at most. Without it the browser ran the app, cached or
 * quick to load, before it painted the page it already had.
 *
 * Until the app has taken the page over (it calls `alumniAppReady()` once hydration commits), a
 * button pressed or a form submitted is held, not lost and not done by the browser alone (a bare
 * form would go out as a GET with its password in the address), and handed to the app after.
 * A link still navigates: the next page is a whole document either way.
 *
 * A page whose tag says `data-start="intent"` (a static page: ADR 0097) starts its app only when the
 * visitor reaches for it (a field focused, a press held), and registers the service worker itself
 * once loaded; a member's page, or one with an offline sign-out to send, starts at once. What works
 * without the app is never held: a button opening a popover, and the theme toggle, switched here.
 */
export const APP_AFTER_PAINT_SCRIPT = [
  '(function () {',
  '  var tag = document.currentScript, started = false, released = false, ready = false, held = [];',
  '  function hold(event) {',
  '    if (ready) return;',
  "    var control = event.type === 'submit' ? event.target",
  "      : event.target.closest && event.target.closest('button, input[type=submit], input[type=button], input[type=image], [role=button]');",
  // A button that opens a popover works by itself (the mobile menu).
  "    if (!control || control.hasAttribute('popovertarget')) return;",
  // The theme toggle before the app has started: switched here, with no app to wait for.
  "    if (!started && control.hasAttribute('data-theme-toggle') && window.alumniApplyTheme) {",
  '      event.preventDefault();',
  "      var theme = document.documentElement.classList.contains('dark') ? 'light' : 'dark';",
  "      try { localStorage.setItem('theme', theme); } catch (e) {}",
  '      return window.alumniApplyTheme(theme);',
  '    }',
  // A press made without a pointer or a key first (a screen reader's activation) starts the app too.
  '    start();',
  '    event.preventDefault();',
  '    event.stopImmediatePropagation();',
  // Pressed again because nothing seemed to happen: done once.
  '    for (var i = 0; i < held.length; i++) if (held[i].press === control || held[i].form === control) return;',
  "    held.push(event.type === 'submit' ? { form: control, by: event.submitter } : { press: control });",
  '  }',
  "  window.addEventListener('click', hold, true);",
  "  window.addEventListener('submit', hold, true);",
  '  window.alumniAppReady = function () {',
  '    if (released) return;',
  '    released = true;',
  // A macrotask later the app's first effects have rendered; the fields first, so that a held
  // submit sends what was typed.
  '    setTimeout(function () {',
  // A field focused before (what started a static page's app) is told it has focus: its onFocus runs.
  '      var focused = document.activeElement;',
  "      if (focused && focused.matches('#root input, #root textarea, #root select')) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));",
  "      document.querySelectorAll('#root input:not([type=hidden]):not([type=file]), #root textarea, #root select').forEach(announce);",
  '      setTimeout(replay, 0);',
  '    }, 0);',
  '  };',
  // A field typed into before the app took over shows text the app does not know of (its value differs
  // from the default the app rendered): told as a typed change, through the value setter the app watches.
  '  function announce(field) {',
  "    if (field.tagName === 'SELECT') {",
  '      var initial = field.options[0];',
  '      for (var j = 0; j < field.options.length; j++) if (field.options[j].defaultSelected) initial = field.options[j];',
  "      if (initial && field.value !== initial.value) field.dispatchEvent(new Event('change', { bubbles: true }));",
  '      return;',
  '    }',
  "    if (field.type === 'checkbox' || field.type === 'radio') {",
  "      if (field.checked !== field.defaultChecked && (field.checked || field.type === 'checkbox')) { field.checked = !field.checked; field.click(); }",
  '      return;',
  '    }',
  '    var value = field.value;',
  '    if (value === field.defaultValue) return;',
  // A first event makes the app take over the field's part of the page if it has not yet (React
  // hydrates it for the event); the second, after a value it did not see, is the change.
  "    field.dispatchEvent(new Event('input', { bubbles: true }));",
  "    field.value = value + ' ';",
  "    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set.call(field, value);",
  "    field.dispatchEvent(new Event('input', { bubbles: true }));",
  '  }',
  // Presses are held until this moment, not only until the app is ready: one made in between
  // would submit before the typed fields are told.
  '  function replay() {',
  '    ready = true;',
  '    held.forEach(function (input) {',
  '      if (input.press && input.press.isConnected) input.press.click();',
  '      else if (input.form && input.form.isConnected) input.form.requestSubmit(input.by && input.by.isConnected ? input.by : null);',
  '    });',
  '    held = [];',
  '  }',
  '  function preload(href) {',
  "    var link = document.createElement('link');",
  "    link.rel = 'modulepreload'; link.href = href; link.crossOrigin = '';",
  '    document.head.appendChild(link);',
  '  }',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    (tag.getAttribute('data-preload') || '').split(' ').forEach(function (href) { if (href) preload(href); });",
  "    var script = document.createElement('script');",
  "    script.type = 'module'; script.crossOrigin = ''; script.src = tag.getAttribute('data-app');",
  '    document.head.appendChild(script);',
  '  }',
  '  function pendingLogout() {',
  `    try { return !!localStorage.getItem('${LOGOUT_PENDING_KEY}'); } catch (e) { return false; }`,
  '  }',
  '  function register() {',
  "    if (started || !('serviceWorker' in navigator)) return;",
  `    navigator.serviceWorker.register('${SERVICE_WORKER_URL}', { scope: '/' }).catch(function () {});`,
  '  }',
  // A member's page is hidden until their app renders it (theme-init-script.ts): no paint to wait for.
  "  if (document.documentElement.hasAttribute('data-session') || pendingLogout()) return start();",
  "  if (tag.getAttribute('data-start') === 'intent') {",
  // A field is about to be typed into (the people search): the app will be needed for it.
  "    window.addEventListener('focusin', function (event) {",
  "      if (event.target.matches && event.target.matches('input, textarea, select')) start();",
  '    }, true);',
  "    if (document.readyState === 'complete') register();",
  "    else window.addEventListener('load', register, { once: true });",
  '    return;',
  '  }',
  "  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];",
  "  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();",
  '  new PerformanceObserver(function (list, observer) { observer.disconnect(); setTimeout(start, 0); })',
  "    .observe({ type: 'paint', buffered: true });",
  '  setTimeout(start, 1000);',
  '})();',
].join('\n');

/** The CSP source allowing exactly APP_AFTER_PAINT_SCRIPT (app-after-paint-script.test.ts keeps it true). */
export const APP_AFTER_PAINT_CSP_HASH = "'sha256-1p2KX3vnUduhRtALD8MLZ4A9Prpjj3TImIg/6Ne/on8='";
