/**
 * Starts a prerendered page's app once the page has painted (docs/decisions/0090), inline at the end
 * of the page's body: the module script and its preloads (listed on the tag, so the text and its
 * CSP hash stay the same across builds) are added once the first contentful paint is reported, at
 * once for a hidden page, after a second at most. Without it the browser ran the app, cached or
 * quick to load, before it painted the page it already had.
 */
export const APP_AFTER_PAINT_SCRIPT = [
  '(function () {',
  '  var tag = document.currentScript, started = false;',
  '  function add(rel, href) {',
  "    var link = document.createElement('link');",
  "    link.rel = rel; link.href = href; link.crossOrigin = '';",
  '    document.head.appendChild(link);',
  '  }',
  '  function start() {',
  '    if (started) return;',
  '    started = true;',
  "    (tag.getAttribute('data-preload') || '').split(' ').forEach(function (href) { if (href) add('modulepreload', href); });",
  "    var script = document.createElement('script');",
  "    script.type = 'module'; script.crossOrigin = ''; script.src = tag.getAttribute('data-app');",
  '    document.head.appendChild(script);',
  '  }',
  "  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];",
  "  if (document.visibilityState === 'hidden' || types.indexOf('paint') < 0) return start();",
  '  new PerformanceObserver(function (list, observer) { observer.disconnect(); setTimeout(start, 0); })',
  "    .observe({ type: 'paint', buffered: true });",
  '  setTimeout(start, 1000);',
  '})();',
].join('\n');

/** The CSP source allowing exactly APP_AFTER_PAINT_SCRIPT (app-after-paint-script.test.ts keeps it true). */
export const APP_AFTER_PAINT_CSP_HASH = "'sha256-bJjinqcHf2jlFQ2IbYNR1rBzmbFuHE9Laur5noJu02s='";
