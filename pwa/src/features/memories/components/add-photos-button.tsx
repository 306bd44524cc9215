import type { ChangeEvent } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { toast } from '#pwa/lib/toast.ts';
import { localSaveFailure } from '#pwa/sync/storage-error.ts';
import { UploadIcon } from './memory-icons.tsx';

/** What the server takes (ADR 0116): JPEG, PNG and WebP photos, MP4 and MOV videos. */
const ACCEPT = 'image/jpeg,image/png,image/webp,video/mp4,video/quicktime';

/** 'Add photos': a button-like label over a hidden file input, so the phone's own picker opens. */
export function AddPhotosButton({ onFiles }: { onFiles: (files: File[]) => Promise<void> }) {
  const changed = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.currentTarget.files ?? [])];
    e.currentTarget.value = ''; // the same file can be picked again
    // Kept on the device first (so an upload survives a closed app): a full device says so.
    if (files.length) void onFiles(files).catch((err: unknown) => toast.error(localSaveFailure(err, 'These files could not be kept on this device. Please try again.')));
  };
  return (
    <label className={buttonClasses('primary', 'md', 'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600')}>
      <UploadIcon className="size-5" />
      Add photos
      <input type="file" accept={ACCEPT} multiple onChange={changed} className="sr-only" />
    </label>
  );
}
