// What a dashboard chart draws, apart from the library that draws it (uplot-chart.tsx), so the
// figures and their tests never load uPlot.

/** Colour roles; the chart picks the light or dark shade of each. */
export type ChartColor = 'primary' | 'secondary' | 'muted' | 'accent' | 'warm' | 'cool';

export type ChartSeries = {
  label: string;
  values: (number | null)[];
  color: ChartColor;
  kind: 'bars' | 'line';
  /** A bar's width as a share of its slot: a narrower bar drawn over a wider one reads as a part of it. */
  width?: number;
};

export type ChartSpec = {
  /** One label per slot on the x axis (a batch, a week, a month, an event). */
  labels: string[];
  /** The slot's full name in the readout, when the axis label is short. */
  longLabels?: string[];
  series: ChartSeries[];
  /** Bars stacked: each series sits on the ones before it. */
  stacked?: boolean;
  unit: 'count' | 'rupees';
};

/** A figure as rows: its table view and its CSV. */
export type FigureTable = { columns: string[]; rows: (string | number | null)[][] };

export type Figure = {
  id: string;
  title: string;
  /** One sentence under the title: what the figure counts. */
  description: string;
  chart: ChartSpec;
  table: FigureTable;
};
