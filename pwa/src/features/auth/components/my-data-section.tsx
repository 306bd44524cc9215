import { useEffect, useState } from 'react';
import { fileSize, type DataExport } from '#domain/accounts/data-export.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useOnline } from '#pwa/hooks/use-online.ts';
import { invalidateOnline, useOnlineQuery } from '#pwa/hooks/use-online-query.ts';
import { toast } from '#pwa/lib/toast.ts';
import { LoadFailed, settingsDay, settingsNote } from './settings-parts.tsx';
import { askForDataExport, dataExportKey, downloadDataExport, EXPORT_OFFLINE, fetchDataExport } from '../api/data-export.ts';

/** How often a preparing archive is looked at again while this page is open. */
const POLL_MS = 4000;

function ReadyArchive({ archive }: { archive: DataExport }) {
  return (
    <div className="mb-4 rounded-2xl bg-emerald-50 p-4 dark:bg-emerald-500/10">
      <p className="text-sm text-emerald-900 dark:text-emerald-200">
        Your archive of {settingsDay(archive.readyAt!)} is ready ({fileSize(archive.size!)}). You can download it until {settingsDay(archive.expiresAt!)}.
      </p>
      <button type="button" onClick={() => void downloadDataExport(archive.downloadUrl!)} className={buttonClasses('primary', 'md', 'mt-3')}>
        Download archive ({fileSize(archive.size!)})
      </button>
    </div>
  );
}

/** Settings → My data (issue 53): an archive of everything the portal holds about the member. */
export function MyDataSection({ userId }: { userId: string }) {
  const online = useOnline();
  const query = useOnlineQuery(dataExportKey(userId), fetchDataExport, { enabled: online, keepMs: 0 });
  const [busy, setBusy] = useState(false);
  const archive = query.data?.export ?? null;
  const preparing = archive?.status === 'preparing';

  useEffect(() => {
    if (!preparing) return;
    const timer = setInterval(() => invalidateOnline(dataExportKey(userId)), POLL_MS);
    return () => clearInterval(timer);
  }, [preparing, userId]);

  const ask = async () => {
    setBusy(true);
    const result = await askForDataExport(userId);
    setBusy(false);
    (result.ok ? toast.success : toast.error)(result.ok ? (result.value.message ?? '') : result.message);
  };

  if (!online) return <p className={settingsNote}>{EXPORT_OFFLINE}</p>;
  if (query.status === 'error') {
    return <LoadFailed what="Your archive" onRetry={query.refetch} />;
  }
  if (query.status === 'loading') return <p className={settingsNote} role="status">Loading...</p>;
  return (
    <>
      {archive?.status === 'ready' && <ReadyArchive archive={archive} />}
      {preparing ? (
        <p className="text-sm font-semibold text-slate-800 dark:text-slate-200" role="status">
          Preparing your archive, asked for on {settingsDay(archive.requestedAt)}. We will e-mail you when it is ready; you can leave this page.
        </p>
      ) : (
        <button type="button" disabled={busy} aria-busy={busy} onClick={() => void ask()} className={buttonClasses(archive?.status === 'ready' ? 'secondary' : 'primary', 'md')}>
          {archive?.status === 'ready' ? 'Prepare a new archive' : 'Download my data'}
        </button>
      )}
    </>
  );
}
