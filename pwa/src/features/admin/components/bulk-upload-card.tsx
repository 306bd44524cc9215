import { useRef, useState, type ChangeEvent } from 'react';
import { toast } from '#pwa/lib/toast.ts';
import {
  EXCEL_ONLY_MESSAGE,
  FILE_TOO_LARGE_MESSAGE,
  SELECT_FILE_MESSAGE,
  UPLOAD_MAX_BYTES,
  duplicatesFoundMessage,
  hasExcelExtension,
  rowsWithErrorsMessage,
  uploadCompleteMessage,
  type UploadResult,
} from '#domain/admin/roster-upload.ts';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { useSubmit } from '#pwa/hooks/use-submit.ts';
import { uploadRoster, type UploadProgress } from '../api/upload-roster.ts';
import { SpreadsheetIcon, UploadIcon } from './admin-icons.tsx';

const size = (bytes: number) => (bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`);

/** The Bulk Upload card: no file → file chosen → uploading → done (spec section 4). */
export function BulkUploadCard({ onResult }: { onResult: (result: UploadResult) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const clearFile = () => {
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    if (picked && !hasExcelExtension(picked.name)) {
      toast.error(EXCEL_ONLY_MESSAGE);
      return clearFile(); // spec section 8: the file input is cleared
    }
    if (picked && picked.size > UPLOAD_MAX_BYTES) {
      toast.error(FILE_TOO_LARGE_MESSAGE);
      return clearFile();
    }
    setFile(picked);
  };

  const { status, submit } = useSubmit(
    async (picked: File) => {
      setProgress({ phase: 'sending', fraction: 0 });
      const outcome = await uploadRoster(picked, setProgress);
      setProgress(null);
      return outcome.ok ? { ...outcome, message: uploadCompleteMessage(outcome.result.insertedCount) } : outcome;
    },
    {
      onSuccess: ({ result }) => {
        clearFile();
        onResult(result);
        if (result.duplicateCount > 0) toast(duplicatesFoundMessage(result.duplicateCount), { icon: 'ℹ️' });
        if (result.errorCount > 0) toast(rowsWithErrorsMessage(result.errorCount), { icon: '⚠️' });
      },
      doneMs: 0, // the card stays, ready for the next file
    },
  );
  const uploading = status === 'busy';

  const onUpload = () => {
    if (file) void submit(file);
    else toast.error(SELECT_FILE_MESSAGE);
  };

  const percent = progress?.phase === 'sending' ? Math.round(progress.fraction * 100) : null;
  return (
    <div className="space-y-5">
      <div>
        <label htmlFor="roster-file" className="mb-2 block text-sm font-semibold text-slate-800 dark:text-slate-200">
          Excel file
        </label>
        <input
          ref={inputRef}
          id="roster-file"
          name="file"
          type="file"
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          onChange={onPick}
          disabled={uploading}
          aria-describedby="roster-file-hint"
          className="block w-full cursor-pointer rounded-xl border border-dashed border-slate-300 bg-slate-50 p-2 text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-indigo-600 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-white hover:file:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-slate-300 dark:focus-visible:outline-indigo-400"
        />
        <p id="roster-file-hint" className="mt-2 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <SpreadsheetIcon className="size-4 shrink-0" />
          {file ? (
            <span className="min-w-0 truncate">
              <span className="font-medium text-slate-800 dark:text-slate-200">{file.name}</span> · {size(file.size)}
            </span>
          ) : (
            '.xlsx or .xls, up to 10 MB'
          )}
        </p>
      </div>

      {uploading && (
        <div>
          <div className="mb-1.5 flex justify-between text-sm font-medium text-slate-700 dark:text-slate-300">
            <span id="upload-progress-label">{percent === null ? 'Checking rows on the server…' : 'Sending file…'}</span>
            {percent !== null && <span className="tabular-nums">{percent}%</span>}
          </div>
          <div
            role="progressbar"
            aria-labelledby="upload-progress-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? undefined}
            className="h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
          >
            <div
              className={`h-full rounded-full bg-indigo-600 transition-[width] duration-200 dark:bg-indigo-400 ${percent === null ? 'w-full animate-pulse' : ''}`}
              style={percent === null ? undefined : { width: `${percent}%` }}
            />
          </div>
        </div>
      )}

      <button type="button" onClick={onUpload} disabled={uploading} aria-busy={uploading} className={buttonClasses('primary', 'lg', 'w-full')}>
        <UploadIcon className="size-5" />
        {uploading ? 'Uploading...' : 'Upload Excel'}
      </button>
    </div>
  );
}
