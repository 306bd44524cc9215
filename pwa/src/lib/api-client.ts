import type { ApiErrorBody } from '#domain/api-error.ts';
import type { FieldIssue } from '#domain/validation.ts';
import { useSessionStore } from '../stores/session-store.ts';
import { refreshSession } from './refresh-session.ts';

/** The server answered with a non-2xx status; `body` is the DESIGN.md error shape when it sent one. */
export class HttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly issues: FieldIssue[];
  /** The server's own message, or undefined when the body had none. */
  readonly serverMessage: string | undefined;
  /** The whole error body, for the fields a route adds to the shape (e.g. the record a 409 names). */
  readonly body: Record<string, unknown> | null;

  constructor(status: number, body: Partial<ApiErrorBody> | null) {
    super(body?.message ?? `Request failed with status ${status}`);
    this.name = 'HttpError';
    this.status = status;
    this.code = body?.code;
    this.issues = Array.isArray(body?.issues) ? body.issues : [];
    this.serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
    this.body = body as Record<string, unknown> | null;
  }
}

/** The request never got an answer: offline, DNS, CORS, aborted, or timed out. */
export class NetworkError extends Error {
  readonly kind: 'network' | 'timeout';
  constructor(kind: 'network' | 'timeout', cause?: unknown) {
    super(kind === 'timeout' ? 'The request timed out' : 'The network request failed', { cause });
    this.name = 'NetworkError';
    this.kind = kind;
  }
}

/** A 2xx answer whose body was not the JSON we expected. */
export class ParseError extends Error {
  constructor(cause?: unknown) {
    super('The server sent a response that could not be read', { cause });
    this.name = 'ParseError';
  }
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** A 401 is the answer itself (login, the retry), not an access token that expired. */
  noRefresh?: boolean;
  /** Extra request headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
};

const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Same-origin JSON request with cookies and, when signed in, the bearer token (spec section 6).
 * A 401 while signed in refreshes the session once and retries once (lib/refresh-session.ts).
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  // A FormData body (a file upload) sets its own multipart type and boundary.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = useSessionStore.getState().token;
  if (token) headers.Authorization = `Bearer ${token}`;

  // One controller for the caller's signal and our timeout (AbortSignal.any is too new for some phones).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const cancel = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', cancel, { once: true });

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error; // the caller cancelled: not a failure to report
    throw new NetworkError(timedOut ? 'timeout' : 'network', error);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }

  if (response.status === 401 && !options.noRefresh && useSessionStore.getState().user) {
    if (await refreshSession(token)) return apiRequest<T>(path, { ...options, noRefresh: true });
  }

  const data = await readJson(response);
  if (!response.ok) {
    throw new HttpError(response.status, isObject(data) ? (data as Partial<ApiErrorBody>) : null);
  }
  if (data === undefined) throw new ParseError();
  return data as T;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (!text) return response.ok ? null : undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};
