import { describe, expect, it } from 'vitest';
import { readNodeConfig, servedUrl } from '#api/node-config.ts';

// JWT_SECRET set, so reading the config writes no secrets file.
const read = (env: Record<string, string>) => readNodeConfig({ JWT_SECRET: 'node-config-test-secret-0123456789', ...env });

describe('APP_URL', () => {
  it('defaults to the address the server listens on, so links in e-mails reach it', async () => {
    expect((await read({ HOST: '127.0.0.1', PORT: '8123' })).app.appUrl).toBe('http://127.0.0.1:8123');
    expect((await read({ HOST: '192.0.2.10', PORT: '80' })).app.appUrl).toBe('http://192.0.2.10:80');
    expect((await read({ HOST: '::1', PORT: '8123' })).app.appUrl).toBe('http://[::1]:8123');
    // Every interface: localhost reaches it from the machine itself.
    expect((await read({ HOST: '0.0.0.0', PORT: '8123' })).app.appUrl).toBe('http://localhost:8123');
    expect((await read({ HOST: '::', PORT: '8123' })).app.appUrl).toBe('http://localhost:8123');
    expect((await read({})).app.appUrl).toBe('http://localhost:8080');
  });

  it('is taken as given when set (an empty value counts as unset), without a trailing slash', async () => {
    expect((await read({ HOST: '127.0.0.1', APP_URL: 'https://alumni.example.edu/' })).app.appUrl).toBe('https://alumni.example.edu');
    expect((await read({ HOST: '127.0.0.1', PORT: '8123', APP_URL: '' })).app.appUrl).toBe('http://127.0.0.1:8123');
  });

  it('servedUrl names the address and port a server is reachable at', () => {
    expect(servedUrl('127.0.0.1', 40123)).toBe('http://127.0.0.1:40123');
    expect(servedUrl('0.0.0.0', 40123)).toBe('http://localhost:40123');
    expect(servedUrl('fe80::1', 80)).toBe('http://[fe80::1]:80');
  });
});

describe('TRUST_PROXY', () => {
  it('reaches the app config, which decides whether X-Forwarded-Proto is believed', async () => {
    expect((await read({})).app.trustProxy).toBe('none');
    expect((await read({ TRUST_PROXY: '2' })).app.trustProxy).toEqual({ hops: 2 });
    expect((await read({ TRUST_PROXY: 'cloudflare' })).app.trustProxy).toBe('cloudflare');
  });
});

describe('OUTBOX_POLL_MS', () => {
  it('sets how soon a queued mail or push goes out: 1 s by default, never below 20 ms, junk ignored', async () => {
    expect((await read({})).outboxPollMs).toBe(1000);
    expect((await read({ OUTBOX_POLL_MS: '50' })).outboxPollMs).toBe(50);
    expect((await read({ OUTBOX_POLL_MS: '0' })).outboxPollMs).toBe(20);
    expect((await read({ OUTBOX_POLL_MS: '-5' })).outboxPollMs).toBe(1000);
    expect((await read({ OUTBOX_POLL_MS: '1e9' })).outboxPollMs).toBe(1000);
  });
});
