import { useState } from 'react';
import type { LocalPhoto } from '../api/local-albums.ts';
import { useZoomGestures } from '../hooks/use-zoom-gestures.ts';
import { safePlaceholder } from '../utils/album-format.ts';

type Props = { photo: LocalPhoto; alt: string; onSwipe: (step: 1 | -1) => void };

/**
 * The photo at its large size, the medium one (most likely cached from the grid) shown until it has
 * loaded, over the blurred placeholder. Pinch or double-tap to zoom, drag to pan a zoomed photo,
 * swipe to the next one. Keyed by the photo, so each opens unzoomed.
 */
export function ZoomableImage({ photo, alt, onSwipe }: Props) {
  const { transform, zoomed, handlers } = useZoomGestures(onSwipe);
  const [largeLoaded, setLargeLoaded] = useState(false);
  const src = photo.src;
  const placeholder = safePlaceholder(photo.placeholder);
  const img = 'absolute inset-0 size-full object-contain select-none';
  return (
    <div {...handlers} className={`absolute inset-0 touch-none overflow-hidden ${zoomed ? 'cursor-grab active:cursor-grabbing' : ''}`}>
      <div
        className="absolute inset-0 flex items-center justify-center"
        style={{
          transform: `translate3d(${transform.x}px, ${transform.y}px, 0) scale(${transform.scale})`,
          transition: transform.smooth ? 'transform 200ms ease-out' : 'none',
        }}
      >
        {/* Fitted like the photo, so it sits where the photo will. */}
        {placeholder && <img src={placeholder} alt="" aria-hidden="true" draggable={false} className={`${img} blur-xl`} />}
        {src && (
          <>
            {!largeLoaded && <img src={src.medium} alt="" aria-hidden="true" draggable={false} decoding="async" className={img} />}
            <img
              src={src.large}
              alt={alt}
              draggable={false}
              decoding="async"
              onLoad={() => setLargeLoaded(true)}
              className={`${img} transition-opacity duration-200 ${largeLoaded ? 'opacity-100' : 'opacity-0'}`}
            />
          </>
        )}
      </div>
    </div>
  );
}
