/**
 * Issue 53, "My data": an archive (ZIP) of everything the portal holds about the member asking,
 * prepared off the request by the dispatcher, downloadable by that member for 7 days.
 */
export type DataExportStatus = 'preparing' | 'ready' | 'expired';

export type DataExport = {
  id: string;
  status: DataExportStatus;
  requestedAt: string;
  /** When ready: its size in bytes, until when it may be downloaded, and where. */
  readyAt: string | null;
  expiresAt: string | null;
  size: number | null;
  downloadUrl: string | null;
};

/** GET /api/users/export and POST /api/users/export: the member's latest archive, if any. */
export type DataExportState = { export: DataExport | null; message?: string };

export const EXPORT_LINK_DAYS = 7;
/** Archives a member may ask for in a day (each reads every table about them and all their files). */
export const EXPORTS_PER_DAY = 3;

export const EXPORT_PREPARING = 'Your archive is being prepared. We will e-mail you when it is ready, usually within minutes.';
export const EXPORT_TOO_MANY = `You can ask for ${EXPORTS_PER_DAY} archives a day. Please try again tomorrow.`;
export const EXPORT_NOT_FOUND = 'That archive is not available. Ask for a new one from your account settings.';

/** The archive's file name: 'alumni-portal-data-2026-11-29.zip'. */
export const exportFileName = (readyAt: Date | string) => `alumni-portal-data-${new Date(readyAt).toISOString().slice(0, 10)}.zip`;

/** A size as a member reads it: '840 KB', '12.3 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  const mb = bytes / (1024 * 1024);
  return mb < 100 ? `${mb.toFixed(1)} MB` : `${Math.round(mb)} MB`;
}
