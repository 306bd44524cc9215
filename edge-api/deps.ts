import type { Sql } from 'postgres';
import type { Context } from 'hono';
import type { TrustProxy } from './http/client-address.ts';
import type { PaymentGateway } from './donations/razorpay-gateway.ts';
import type { RosterChecker } from './admin/check-roster.ts';
import type { LiveMember } from './live/poke-hub.ts';
import type { ObjectStore } from './storage/object-store.ts';
import type { SystemDeps } from './admin/system-status.ts';
import type { AppMetrics } from './metrics/app-metrics.ts';

export type { Sql };

/** Server time, injectable so tests can move it. */
export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

export type AppConfig = {
  version: string;
  /** Public origin of the app, used in links inside e-mails. */
  appUrl: string;
  /** Where Contact messages are delivered. */
  supportEmail: string;
  /** Largest JSON body the API accepts. */
  bodyLimitBytes: number;
  /** Signs session and signup tokens and peppers code hashes. Never leaves the server. */
  jwtSecret: string;
  /** The VAPID public key browsers subscribe to Web Push with; unset, push is off (503). */
  vapidPublicKey?: string;
  /**
   * The proxies whose X-Forwarded-Proto is believed (TRUST_PROXY on Node). Unset: none, and the
   * request's own URL tells http from https (on Workers it is the visitor's).
   */
  trustProxy?: TrustProxy;
};

export type Role = 'admin' | 'member';
export type SessionUser = { id: string; role: Role; sessionId: string };

export type Logger = (entry: Record<string, unknown>) => void;

export type AppDeps = {
  /** The database for this request: a shared pool on Node, a per-request client on Workers. */
  sqlFor: (env: unknown) => Sql;
  clock: Clock;
  config: AppConfig;
  log?: Logger;
  /**
   * The caller's address, for per-address limits. Each entry decides whom to believe: the socket on
   * Node unless TRUST_PROXY names the proxies, CF-Connecting-IP on Workers, a fixed value in tests.
   */
  clientAddress: (c: Context<AppEnv>) => string;
  /** Razorpay, when RAZORPAY_KEY_ID and its secrets are set; without it donations say they are not set up. */
  payments?: PaymentGateway;
  /**
   * Reads and checks an uploaded roster spreadsheet. Unset, in the request's own thread (Workers have
   * no other); node.ts passes a worker thread, so a large file does not hold other requests (ADR 0083).
   */
  checkRoster?: RosterChecker;
  /**
   * Opens a member's live stream (`GET /api/sync/live`): the hub in this process on Node, the
   * Durable Object on Workers. Unset, the route answers 503 and apps keep to their 30 s poll.
   */
  live?: LiveChannel;
  /**
   * Where Memory Lane keeps photos and videos (issue 34): a folder under DATA_DIR or an S3 bucket on
   * Node, R2 on Workers. Unset, /api/memories answers 503.
   */
  objects?: ObjectStore;
  /** GET /metrics (Node with METRICS_TOKEN set); unset, /metrics is a 404. */
  metrics?: AppMetrics;
  /** What the server knows of itself for /admin/system (issue 55): node.ts gives its start and its backups. */
  system?: SystemDeps;
  /** Serves the built PWA for non-API paths (static files with SPA fallback). */
  serveAssets?: (c: Context<AppEnv>) => Promise<Response> | Response;
};

export type LiveChannel = { open(c: Context<AppEnv>, member: LiveMember): Response | Promise<Response> };

export type AppEnv = {
  Variables: { sql: Sql; requestId: string; user: SessionUser | undefined };
};

export const jsonLogger: Logger = (entry) => {
  console.log(JSON.stringify({ time: new Date().toISOString(), ...entry }));
};
