import type { ReactNode } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import type { PendingUpload } from '../uploads/use-album-uploads.ts';
import type { LocalPhoto } from '../api/local-albums.ts';
import { Placeholder } from './photo-tile.tsx';
import { PlayIcon } from './memory-icons.tsx';

type Props = {
  uploads: PendingUpload[];
  /** The member's own photos the server is still making sizes of (or could not), no longer in `uploads`. */
  unfinished: LocalPhoto[];
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
};

const percent = (u: Pick<PendingUpload, 'sent' | 'size'>) => (u.size > 0 ? Math.min(100, Math.floor((u.sent / u.size) * 100)) : 0);

function statusText(u: PendingUpload): string {
  if (u.status === 'waiting') return navigator.onLine ? 'Waiting its turn' : 'Waiting for a connection';
  if (u.status === 'sending') return `Uploading ${percent(u)}%`;
  if (u.status === 'processing') return 'Processing…';
  return u.error ?? 'The upload failed';
}

const Spinner = () => (
  <span aria-hidden="true" className="size-6 animate-spin rounded-full border-3 border-white/40 border-t-white motion-reduce:animate-none" />
);

/** A small square: the local preview, a video's name, or the placeholder with a spinner. */
function Thumb({ children, dark = false }: { children: ReactNode; dark?: boolean }) {
  return (
    <div className={`relative flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-lg ${dark ? 'bg-slate-900 text-white dark:bg-slate-700' : 'bg-slate-200 dark:bg-slate-800'}`}>
      {children}
    </div>
  );
}

function Progress({ value, label, failed }: { value: number; label: string; failed: boolean }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="mt-2 h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
      <div className={`h-full rounded-full transition-[width] ${failed ? 'bg-red-600 dark:bg-red-400' : 'bg-indigo-600 dark:bg-indigo-400'}`} style={{ width: `${value}%` }} />
    </div>
  );
}

const card = 'flex min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-3 dark:border-slate-800 dark:bg-slate-900';
const nameClass = 'truncate text-sm font-semibold text-slate-900 dark:text-white';

function UploadCard({ upload, onRetry, onRemove }: { upload: PendingUpload } & Pick<Props, 'onRetry' | 'onRemove'>) {
  const failed = upload.status === 'failed';
  return (
    <li className={card}>
      <Thumb dark={!upload.previewUrl}>
        {upload.previewUrl ? (
          <img src={upload.previewUrl} alt="" width={64} height={64} decoding="async" className="size-full object-cover" />
        ) : upload.media === 'video' ? (
          <PlayIcon className="size-6" />
        ) : null}
        {upload.status === 'processing' && (
          <span className="absolute inset-0 flex items-center justify-center bg-black/40">
            <Spinner />
          </span>
        )}
      </Thumb>
      <div className="min-w-0 flex-1">
        <p className={nameClass}>{upload.fileName || (upload.media === 'video' ? 'Video' : 'Photo')}</p>
        <p className={`mt-0.5 text-sm break-words ${failed ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>{statusText(upload)}</p>
        <Progress value={percent(upload)} label={`Upload of ${upload.fileName || 'a file'}`} failed={failed} />
        {failed && (
          <div className="mt-2 flex flex-wrap gap-2">
            <button type="button" className={buttonClasses('secondary', 'sm')} onClick={() => onRetry(upload.id)} aria-label={`Retry ${upload.fileName}`}>
              Retry
            </button>
            <button type="button" className={buttonClasses('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => onRemove(upload.id)} aria-label={`Remove ${upload.fileName}`}>
              Remove
            </button>
          </div>
        )}
      </div>
    </li>
  );
}

function UnfinishedCard({ photo }: { photo: LocalPhoto }) {
  const failed = photo.status === 'failed';
  return (
    <li className={card}>
      <Thumb dark={!photo.placeholder}>
        <Placeholder value={photo.placeholder} />
        {!failed && (
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner />
          </span>
        )}
      </Thumb>
      <div className="min-w-0 flex-1">
        <p className={nameClass}>{photo.caption || (photo.media === 'video' ? 'Your video' : 'Your photo')}</p>
        <p className={`mt-0.5 text-sm break-words ${failed ? 'font-medium text-red-700 dark:text-red-400' : 'text-slate-600 dark:text-slate-400'}`}>
          {failed ? (photo.failure ?? 'This file could not be read.') : 'Processing…'}
        </p>
      </div>
    </li>
  );
}

/** The member's uploads to this album that are not in the grid yet, above it. */
export function PendingUploads({ uploads, unfinished, onRetry, onRemove }: Props) {
  const sending = new Set(uploads.map((u) => u.id));
  const left = unfinished.filter((p) => !sending.has(p._id));
  if (uploads.length === 0 && left.length === 0) return null;
  return (
    <section aria-labelledby="your-uploads" className="mb-6">
      <h2 id="your-uploads" className="mb-3 text-base font-semibold text-slate-900 dark:text-white">
        Your uploads
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {uploads.map((u) => (
          <UploadCard key={u.id} upload={u} onRetry={onRetry} onRemove={onRemove} />
        ))}
        {left.map((p) => (
          <UnfinishedCard key={p._id} photo={p} />
        ))}
      </ul>
    </section>
  );
}
