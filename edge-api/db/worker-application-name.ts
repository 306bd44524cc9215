/** The worker's database sessions as `pg_stat_activity` names them (apart from `cloudflare:sockets`, for Node tests). */
export const WORKER_APPLICATION_NAME = 'alumni-portal-worker';
