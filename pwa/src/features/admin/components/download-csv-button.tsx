import { useState } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { saveFile } from '#pwa/lib/save-file.ts';
import { toast } from '#pwa/lib/toast.ts';
import { downloadCsv } from '../api/download-csv.ts';
import { today } from './format-time.ts';

/**
 * 'Download CSV': the filtered log as a file. Fetched with the session's token (a plain link would
 * carry only the cookie, which may have expired), then saved from a blob URL.
 */
export function DownloadCsvButton({
  path,
  name,
  className = '',
}: {
  /** The export's address (its filter in the query). */
  path: string;
  /** The file's name before the date: 'audit-log' → 'audit-log-2026-12-07.csv'. */
  name: string;
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    const outcome = await downloadCsv(path);
    setBusy(false);
    if (!outcome.ok) return toast.error(outcome.message);
    saveFile(outcome.blob, `${name}-${today()}.csv`);
    if (outcome.capped) toast('The file stops at the export limit: narrow the dates for the rest.');
  };
  return (
    <button type="button" disabled={busy} aria-busy={busy} onClick={() => void download()} className={buttonClasses('secondary', 'md', className)}>
      {busy ? 'Preparing CSV...' : 'Download CSV'}
    </button>
  );
}
