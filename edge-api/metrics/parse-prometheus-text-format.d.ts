declare module 'parse-prometheus-text-format' {
  type Sample = { value?: string; labels?: Record<string, string>; buckets?: Record<string, string>; count?: string; sum?: string };
  export type MetricFamily = { name: string; help: string; type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED'; metrics: Sample[] };
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
