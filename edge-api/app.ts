import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PUSH_MAX_BYTES } from '#domain/sync/protocol.ts';
import { requestId } from 'hono/request-id';
import { HTTPException } from 'hono/http-exception';
import { jsonLogger, type AppDeps, type AppEnv } from './deps.ts';
import { ApiError } from './http/api-error.ts';
import { securityHeaders } from './http/security-headers.ts';
import { closeAfterUnreadBody } from './http/close-unread-body.ts';
import { requestLog } from './http/request-log.ts';
import { healthRoutes } from './routes/health.ts';
import { contactRoutes } from './routes/contact.ts';
import { userRoutes } from './routes/users.ts';
import { jobRoutes } from './routes/jobs.ts';
import { syncRoutes } from './routes/sync.ts';
import { liveRoutes } from './routes/live.ts';
import { queryRoutes } from './routes/queries.ts';
import { adminRoutes } from './routes/admin.ts';
import { peopleRoutes, searchRoutes } from './routes/people.ts';
import { invitationRoutes } from './routes/invitations.ts';
import { connectionRoutes } from './routes/connections.ts';
import { pushRoutes } from './routes/push.ts';
import { donationRoutes } from './routes/donations.ts';
import { eventRoutes } from './routes/events.ts';
import { jobAlertRoutes, notificationRoutes } from './routes/notifications.ts';
import { messageRoutes } from './routes/messages.ts';
import { memoryRoutes } from './routes/memories.ts';
import { mentorshipRoutes } from './routes/mentorship.ts';
import { isMemoryChunkPath, isUploadPath, memoryChunkLimit, profileFileBodyLimit, profileFileSlot, uploadBodyLimit } from './admin/upload-limit.ts';
import { authenticate } from './auth/authenticate.ts';
import { csrfGuard } from './http/csrf.ts';

/** Builds the whole API from its dependencies; used by node.ts, worker.ts and the tests. */
export function createApp(deps: AppDeps) {
  const log = deps.log ?? jsonLogger;
  const app = new Hono<AppEnv>({ strict: false });

  app.use(requestId());
  app.use(requestLog(log));
  if (deps.metrics) app.use(deps.metrics.middleware);
  app.use(securityHeaders());
  app.use(closeAfterUnreadBody);
  app.use('/api/*', async (c, next) => {
    c.set('sql', deps.sqlFor(c.env));
    c.header('Cache-Control', 'no-store');
    await next();
  });
  const jsonBodyLimit = bodyLimit({
    maxSize: deps.config.bodyLimitBytes,
    onError: (c) => c.json({ message: 'Request body is too large', code: 'body_too_large' }, 413),
  });
  // The client sizes its sync batches by PUSH_MAX_BYTES, so the push path is held to exactly that.
  const pushBodyLimit = bodyLimit({
    maxSize: PUSH_MAX_BYTES,
    onError: (c) => c.json({ message: 'Request body is too large', code: 'body_too_large' }, 413),
  });
  // The roster spreadsheet may be 10 MB; every other body keeps the small JSON limit.
  const fileLimits = { resume: profileFileBodyLimit('resume'), photo: profileFileBodyLimit('photo') };
  app.use('/api/*', (c, next) => {
    // A GET's or HEAD's body is never read (Fetch gives it none), and asking bodyLimit to look builds
    // the whole Request on Node, which @hono/node-server otherwise avoids (ADR 0086).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (isUploadPath(c.req.path)) return uploadBodyLimit(c, next);
    if (isMemoryChunkPath(c.req.path)) return memoryChunkLimit(c, next);
    const slot = profileFileSlot(c.req.path);
    if (slot) return fileLimits[slot](c, next);
    return /^\/api\/sync\/push\/?$/.test(c.req.path) ? pushBodyLimit(c, next) : jsonBodyLimit(c, next);
  });

  // Razorpay posts Checkout's result and its webhooks cross-site, and mail clients unsubscribe
  // (RFC 8058); their signatures are the proof.
  app.use('/api/*', csrfGuard([new URL(deps.config.appUrl).origin], ['/api/donation/verify', '/api/donation/webhook', '/api/notifications/unsubscribe', '/api/invitations/unsubscribe']));
  app.use('/api/*', authenticate(deps));

  // Prometheus scrapes here with METRICS_TOKEN (ADR 0154); without one (and on Workers) the path is the app's like any other.
  const metrics = deps.metrics;
  if (metrics) {
    app.get('/metrics', async (c) => {
      const text = await metrics.scrape(c.req.header('authorization'));
      if (text === null) return c.json({ message: 'A bearer token (METRICS_TOKEN) is required', code: 'unauthenticated' }, 401, { 'WWW-Authenticate': 'Bearer' });
      return c.body(text, 200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' });
    });
  }
  app.route('/api/health', healthRoutes(deps));
  app.route('/api/users', userRoutes(deps));
  app.route('/api/jobDetail', jobRoutes(deps));
  app.route('/api/sync/live', liveRoutes(deps));
  app.route('/api/sync', syncRoutes(deps));
  app.route('/api/query', queryRoutes(deps));
  app.route('/api/contactus', contactRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.route('/api/search', searchRoutes(deps));
  app.route('/api/people', peopleRoutes(deps));
  app.route('/api/invitations', invitationRoutes(deps));
  app.route('/api/connectUser', connectionRoutes(deps));
  app.route('/api/push', pushRoutes(deps));
  app.route('/api/donation', donationRoutes(deps));
  app.route('/api/events', eventRoutes(deps));
  app.route('/api/notifications', notificationRoutes(deps));
  app.route('/api/jobAlerts', jobAlertRoutes(deps));
  app.route('/api/messages', messageRoutes(deps));
  app.route('/api/memories', memoryRoutes(deps));
  app.route('/api/mentorship', mentorshipRoutes(deps));

  app.all('/api/*', (c) => c.json({ message: 'Not found', code: 'not_found' }, 404));
  if (deps.serveAssets) app.all('*', deps.serveAssets);

  app.notFound((c) => c.json({ message: 'Not found', code: 'not_found' }, 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) {
      // A 5xx ApiError is a third party's trouble (the payment provider): worth a log line.
      if (err.status >= 500) log({ level: 'warn', requestId: c.get('requestId'), path: c.req.path, error: err.detail ?? err.message });
      return c.json(err.toBody(), err.status);
    }
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ message: err.message || 'Bad request' }, err.status);
    }
    log({
      level: 'error',
      requestId: c.get('requestId'),
      path: c.req.path,
      error: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
    return c.json({ message: 'Internal Error' }, 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
