import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['domain/**/*.test.ts', 'edge-api/**/*.test.ts', 'pwa/src/**/*.test.ts'],
    setupFiles: ['edge-api/test/leak-check.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { WRANGLER_SEND_METRICS: 'false', CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  },
});
