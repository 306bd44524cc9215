import { enqueue } from '#pwa/sync/enqueue.ts';
import type { LocalJobAlert } from './local-settings.ts';

/** Removing a job alert is queued like any write: it leaves the list at once, offline too. */
export const removeJobAlert = (userId: string, alert: LocalJobAlert) =>
  enqueue({
    userId,
    name: 'removeJobAlert',
    args: { id: alert._id },
    writes: [{ table: 'jobAlerts', key: alert._id, value: null }],
    label: `Remove job alert: ${alert.label}`,
  });
