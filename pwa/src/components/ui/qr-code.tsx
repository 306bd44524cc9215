import { useMemo } from 'react';
import { qrSvgOf } from '#pwa/lib/qr-svg.ts';

/** A QR code as inline SVG, black on white whatever the theme; crisp edges for the scanner. */
export function QrCode({ text, label, className = '' }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrSvgOf(text), [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={`bg-white ${className}`}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
