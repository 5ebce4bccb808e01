import { Flex, Typography } from 'antd';

export interface ChartSeries {
  name: string;
  color: string;
  /** One value per category, in the categories' order. */
  values: number[];
}

export interface StackedBarChartProps {
  /** The x axis, e.g. every day of a range. */
  categories: string[];
  /** Short label under a bar ('05'); long ranges label every seventh bar. */
  label: (category: string) => string;
  /** Tooltip title of a bar ('05 Nov 2026'). */
  title: (category: string) => string;
  series: ChartSeries[];
  ariaLabel: string;
  /** More for a bar's tooltip ('2 late'), after the series' values. */
  detail?: (category: string, index: number) => string;
}

const W = 720;
const H = 150;
const AXIS = 36;

/** Stacked bars per category with a legend: a small SVG chart (no chart library for a dashboard panel). */
export function StackedBarChart({ categories, label, title, series, ariaLabel, detail }: StackedBarChartProps) {
  const totals = categories.map((_, i) => series.reduce((n, s) => n + (s.values[i] ?? 0), 0));
  const max = Math.max(1, ...totals);
  const slot = (W - AXIS) / Math.max(1, categories.length);
  const bar = Math.max(2, slot * 0.6);
  const every = categories.length <= 31 ? 1 : 7;
  return (
    <figure className="stacked-bar-chart" style={{ margin: 0 }}>
      <svg viewBox={`0 0 ${W} ${H + 20}`} role="img" aria-label={ariaLabel} style={{ width: '100%', height: 'auto' }}>
        <line x1={AXIS} y1={H} x2={W} y2={H} stroke="#d9d9d9" />
        <text x={AXIS - 6} y={10} fontSize="12" textAnchor="end" fill="#8c8c8c">{max}</text>
        <text x={AXIS - 6} y={H} fontSize="12" textAnchor="end" fill="#8c8c8c">0</text>
        {categories.map((category, i) => {
          const x = AXIS + i * slot + (slot - bar) / 2;
          let top = H;
          return (
            <g key={category} data-total={totals[i]}>
              <title>
                {`${title(category)}: ${totals[i]}${series.length > 1 ? ` (${series.filter((s) => s.values[i]).map((s) => `${s.name} ${s.values[i]}`).join(', ')})` : ''}`}
                {detail ? `, ${detail(category, i)}` : ''}
              </title>
              <rect x={AXIS + i * slot} y={0} width={slot} height={H} fill="transparent" />
              {series.map((s) => {
                const h = ((s.values[i] ?? 0) / max) * H;
                top -= h;
                return h > 0 ? <rect key={s.name} x={x} y={top} width={bar} height={h} fill={s.color} /> : null;
              })}
              {i % every === 0 ? <text x={x + bar / 2} y={H + 14} fontSize="12" textAnchor="middle" fill="#8c8c8c">{label(category)}</text> : null}
            </g>
          );
        })}
      </svg>
      <Flex component="figcaption" gap={16} wrap justify="center">
        {series.map((s) => (
          <Flex key={s.name} gap={6} align="center">
            <span aria-hidden style={{ width: 10, height: 10, borderRadius: 2, background: s.color, display: 'inline-block' }} />
            <Typography.Text type="secondary">{s.name}</Typography.Text>
          </Flex>
        ))}
      </Flex>
    </figure>
  );
}
