import { useEffect, useRef, useState, type ReactNode } from 'react';
import { buttonClasses } from '#pwa/components/ui/button-styles.ts';
import { decodePixels, nativeDetector, pixelsOf } from '../utils/qr-decode.ts';

const FRAME_MS = 250; // four reads a second: quick at the door, light on a phone's battery
// A code still in view is the same guest: it is reported again only after it has been out of view
// this long, so the green 'Checked in' is not replaced by 'Already checked in' a frame later.
const SAME_CODE_MS = 3000;

/** The back camera, read a few times a second; `onCode` gets each code seen. `children` sit beside its button. */
export function CameraScanner({ onCode, children }: { onCode: (text: string) => void; children?: ReactNode }) {
  const [on, setOn] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);
  const handler = useRef(onCode);
  useEffect(() => void (handler.current = onCode), [onCode]);

  useEffect(() => {
    if (!on) return;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    let stopped = false;
    const canvas = document.createElement('canvas');
    let last = { text: '', at: 0 };
    const read = async () => {
      const v = video.current;
      if (stopped || !v) return;
      if (v.readyState >= 2 && v.videoWidth > 0) {
        const detector = await nativeDetector();
        const text = detector
          ? (await detector.detect(v).catch(() => []))[0]?.rawValue
          : await decodePixels(pixelsOf(v, v.videoWidth, v.videoHeight, canvas) ?? { data: new Uint8ClampedArray(), width: 0, height: 0 }).catch(() => null);
        if (text && !stopped) {
          const now = Date.now();
          const repeat = text === last.text && now - last.at < SAME_CODE_MS;
          last = { text, at: now };
          if (!repeat) handler.current(text);
        }
      }
      if (!stopped) timer = window.setTimeout(() => void read(), FRAME_MS);
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then(async (s) => {
        stream = s;
        if (stopped || !video.current) return s.getTracks().forEach((t) => t.stop());
        video.current.srcObject = s;
        await video.current.play();
        void read();
      })
      .catch(() => {
        setError('The camera could not be opened. Allow camera access, or scan from a photo or search by name.');
        setOn(false);
      });
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on]);

  const supported = typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
  return (
    <div>
      {on && <video ref={video} muted playsInline aria-label="Camera view" className="aspect-square w-full max-w-md rounded-2xl bg-black object-cover" />}
      <div className="mt-3 flex flex-wrap gap-3">
        {supported && (
          <button type="button" className={buttonClasses(on ? 'secondary' : 'primary', 'lg')} onClick={() => (setError(null), setOn(!on))}>
            {on ? 'Stop camera' : 'Scan with camera'}
          </button>
        )}
        {children}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
