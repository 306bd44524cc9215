// The part of workerd's TCP socket API (`cloudflare:sockets`) that worker-socket.ts uses; the
// tsconfig is DOM-typed and leaves @cloudflare/workers-types out.
declare module 'cloudflare:sockets' {
  export type Socket = {
    readonly readable: ReadableStream<Uint8Array>;
    readonly writable: WritableStream<Uint8Array>;
    readonly opened: Promise<unknown>;
    readonly closed: Promise<void>;
    close(): Promise<void>;
    startTls(options?: { expectedServerHostname?: string }): Socket;
  };
  export function connect(address: string | { hostname: string; port: number }, options?: { secureTransport?: 'off' | 'on' | 'starttls'; allowHalfOpen?: boolean }): Socket;
}
