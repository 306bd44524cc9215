import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import uplotCss from 'uplot/dist/uPlot.min.css?inline';
import { useThemeStore, type Theme } from '#pwa/lib/theme.ts';
import type { ChartColor, ChartSpec } from '../utils/chart-spec.ts';
import { ChartReadout } from './chart-readout.tsx';

// The dashboard's one chart component over uPlot (ADR 0111), loaded only with the admin's
// dashboard. Every chart has a category axis (batches, weeks, months, events): x is the slot's index.

// uPlot's own 1.8 KB of CSS goes in with its chunk: the app's one stylesheet stays Tailwind's
// (the prerendered pages inline it), and no other page pays for it.
if (!document.querySelector('style[data-uplot]')) {
  const style = document.createElement('style');
  style.dataset.uplot = '';
  style.textContent = uplotCss;
  document.head.append(style);
}

const HEIGHT = 240;
/** The room one x label needs; labels are thinned out to fit the width. */
const LABEL_PX = 76;

export const CHART_COLORS: Record<Theme, Record<ChartColor, string>> = {
  light: { primary: '#4f46e5', secondary: '#7c3aed', muted: '#cbd5e1', accent: '#059669', warm: '#d97706', cool: '#0284c7' },
  dark: { primary: '#818cf8', secondary: '#a78bfa', muted: '#475569', accent: '#34d399', warm: '#fbbf24', cool: '#38bdf8' },
};
const INK: Record<Theme, { text: string; grid: string }> = {
  light: { text: '#475569', grid: '#e2e8f0' },
  dark: { text: '#94a3b8', grid: '#1e293b' },
};
const compactRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
const counts = new Intl.NumberFormat('en-IN', { notation: 'compact' });
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10_000, 20_000, 50_000, 100_000];

/** What the bars draw: stacked series are summed from the first, and drawn from the top down. */
function plotted(spec: ChartSpec) {
  if (!spec.stacked) return spec.series.map((s) => ({ s, values: s.values }));
  const sums = spec.labels.map(() => 0);
  const stacked = spec.series.map((s) => ({ s, values: s.values.map((v, i) => (sums[i] = sums[i]! + (v ?? 0))) }));
  return stacked.reverse();
}

function options(spec: ChartSpec, width: number, theme: Theme, onCursor: (idx: number | null) => void): uPlot.Options {
  const colors = CHART_COLORS[theme];
  const ink = INK[theme];
  const n = spec.labels.length;
  const font = '12px system-ui, sans-serif';
  const axis = { stroke: ink.text, font, ticks: { show: false }, grid: { stroke: ink.grid, width: 1 } };
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { points: { show: false }, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [-0.5, n - 0.5] },
      y: { range: (_u, _min, max) => [0, Math.max(max, spec.unit === 'rupees' ? 1000 : 4) * 1.1] },
    },
    axes: [
      {
        ...axis,
        grid: { show: false },
        splits: () => spec.labels.map((_, i) => i),
        values: (u, splits) => {
          const every = Math.max(1, Math.ceil((n * LABEL_PX) / Math.max(1, u.bbox.width / uPlot.pxRatio)));
          // Counted from the latest slot, which is always labelled.
          return splits.map((i) => ((n - 1 - i) % every === 0 ? (spec.labels[i] ?? '') : ''));
        },
      },
      {
        ...axis,
        size: 56,
        ...(spec.unit === 'count' ? { incrs: COUNT_STEPS } : {}),
        values: (_u, splits) => splits.map((v) => (spec.unit === 'rupees' ? compactRupees.format(v) : counts.format(v))),
      },
    ],
    series: [
      {},
      ...plotted(spec).map(({ s }) => ({
        label: s.label,
        stroke: colors[s.color],
        width: s.kind === 'line' ? 2.5 : 0,
        fill: s.kind === 'bars' ? colors[s.color] : undefined,
        points: { show: s.kind === 'line', size: 7, fill: colors[s.color] },
        ...(s.kind === 'bars' ? { paths: uPlot.paths.bars!({ size: [s.width ?? 0.6, 72], radius: 0.15 }) } : {}),
      })),
    ],
    hooks: { setCursor: [(u) => onCursor(u.cursor.idx ?? null)] },
  };
}

/** A chart of `spec`, as wide as its box and redrawn in the other theme; a readout follows the pointer. */
export default function UplotChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const theme = useThemeStore((s) => s.theme);
  const [cursor, setCursor] = useState<number | null>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const data = [spec.labels.map((_, i) => i), ...plotted(spec).map((p) => p.values)] as uPlot.AlignedData;
    const chart = new uPlot(options(spec, el.clientWidth, theme, setCursor), data, el);
    const resize = new ResizeObserver(() => chart.setSize({ width: el.clientWidth, height: HEIGHT }));
    resize.observe(el);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [spec, theme]);

  return (
    <div>
      <div ref={box} role="img" aria-label={`${label}: a chart. Choose Table to read its figures.`} className="w-full" />
      <ChartReadout spec={spec} index={cursor ?? spec.labels.length - 1} colors={CHART_COLORS[theme]} />
    </div>
  );
}
