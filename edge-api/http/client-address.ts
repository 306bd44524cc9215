/**
 * Which forwarded header to believe for the caller's address (TRUST_PROXY): none, so the socket's
 * address counts; the address the n-th proxy from us appended to X-Forwarded-For; or Cloudflare's
 * CF-Connecting-IP. Anything a client writes beyond that is ignored, so it cannot pick its bucket.
 */
export type TrustProxy = 'none' | 'cloudflare' | { hops: number };

export function parseTrustProxy(value: string | undefined): TrustProxy {
  const v = value?.trim().toLowerCase();
  if (!v || v === '0') return 'none';
  if (v === 'cloudflare') return 'cloudflare';
  if (/^[1-9]$/.test(v)) return { hops: Number(v) };
  throw new Error(`TRUST_PROXY must be the number of proxy hops in front of the server (1 to 9) or 'cloudflare', not '${value}'`);
}

/** The caller's address, from the socket's address and the request's headers. */
export function callerAddress(trust: TrustProxy, socketAddress: string, header: (name: string) => string | undefined): string {
  if (trust === 'none') return socketAddress;
  if (trust === 'cloudflare') return header('cf-connecting-ip')?.trim() || socketAddress;
  // Each proxy appends the address it was reached from, so the client is n entries from the right.
  // Fewer entries than hops means the request skipped a proxy: then only the socket is known.
  const entries = (header('x-forwarded-for') ?? '').split(',').map((s) => s.trim());
  const entry = entries.length >= trust.hops ? entries[entries.length - trust.hops] : undefined;
  return entry || socketAddress;
}
