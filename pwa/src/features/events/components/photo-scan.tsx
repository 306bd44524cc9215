import { useId, useState } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { decodeImageFile } from '../utils/qr-decode.ts';

/** 'Scan from photo': a picture of a ticket, read with the same decoder as the camera. */
export function PhotoScan({ onCode }: { onCode: (text: string) => void }) {
  const id = useId();
  const [note, setNote] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor={id} className={`${buttonClasses('secondary', 'lg')} cursor-pointer focus-within:outline-2 focus-within:outline-indigo-600`}>
        Scan from photo
        <input
          id={id}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = ''; // the same photo again scans again
            if (!file) return;
            setNote(null);
            const text = await decodeImageFile(file).catch(() => null);
            if (text) onCode(text);
            else setNote('No QR code found in this photo.');
          }}
        />
      </label>
      {note && (
        <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
          {note}
        </p>
      )}
    </div>
  );
}
