import type { Browser } from '@playwright/test';

export type LoadResult = {
  bytes: number;
  bytesByType: Record<string, number>;
  requests: number;
  /** Responses sent with a Content-Encoding (gzip, br, ...). */
  encoded: number;
  lcp: number;
  cls: number;
  tbt: number;
};

// Lighthouse's mobile preset: Moto G Power screen, slow-4G-ish link; the CPU is the calibrated
// phone's (issue 56), which the caller measures.
const VIEWPORT = { width: 412, height: 823 };
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const SETTLE_MS = 1000;

// Long tasks are observed from the first script on, since they are not reliably buffered for late observers.
const LONG_TASK_OBSERVER = () => {
  const w = window as unknown as { __benchLongTasks: number[] };
  w.__benchLongTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__benchLongTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** Reads LCP and CLS from buffered PerformanceObservers, plus the long tasks gathered since the start. */
const READ_VITALS = () =>
  new Promise<{ lcp: number; cls: number; tbt: number }>((resolve) => {
    let lcp = 0;
    let cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) lcp = Math.max(lcp, e.startTime);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) cls += e.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    const longTasks = (window as unknown as { __benchLongTasks?: number[] }).__benchLongTasks ?? [];
    // Buffered entries are delivered in a later task; give them one frame plus a margin.
    setTimeout(() => resolve({ lcp, cls, tbt: longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0) }), 100);
  });

/**
 * One cold load of `url` in a fresh context (empty cache, service workers blocked so only the page's
 * own first-visit requests count), throttled through CDP.
 */
export async function coldLoad(browser: Browser, url: string, cpuSlowdown: number): Promise<LoadResult> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(LONG_TASK_OBSERVER);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const types = new Map<string, string>();
    const bytesByType: Record<string, number> = {};
    let bytes = 0;
    let requests = 0;
    let encoded = 0;
    cdp.on('Network.responseReceived', (e) => {
      types.set(e.requestId, e.type);
      const headers = Object.keys(e.response.headers).map((h) => h.toLowerCase());
      if (headers.includes('content-encoding')) encoded += 1;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId) ?? 'Other';
      bytesByType[type] = (bytesByType[type] ?? 0) + e.encodedDataLength;
      bytes += e.encodedDataLength;
      requests += 1;
    });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });

    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Lazy route chunks and first API calls land after `load`; wait for quiet, but not forever.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => {});
    await page.waitForTimeout(SETTLE_MS);
    const vitals = await page.evaluate(READ_VITALS);
    return { bytes, bytesByType, requests, encoded, ...vitals };
  } finally {
    await context.close();
  }
}
