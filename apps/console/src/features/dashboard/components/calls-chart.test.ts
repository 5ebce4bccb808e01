import { describe, expect, it } from 'vitest';
import { callsChart } from './subscription-summary';

describe('callsChart', () => {
  it('puts every day of the range on the axis and one series per app, in app order', () => {
    const chart = callsChart(
      [
        { day: '2026-11-02', appId: 7, appName: 'QRCode', calls: 25 },
        { day: '2026-11-02', appId: 6, appName: 'BarCode', calls: 5 },
        { day: '2026-11-04', appId: 7, appName: 'QRCode', calls: 1 },
      ],
      '2026-11-01',
      '2026-11-05',
    );
    expect(chart.days).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05']);
    expect(chart.series.map((s) => [s.name, s.values])).toEqual([
      ['BarCode', [0, 5, 0, 0, 0]],
      ['QRCode', [0, 25, 0, 1, 0]],
    ]);
    expect(chart.total).toBe(31);
  });

  it('has no series and a zero total without calls', () => {
    expect(callsChart([], '2026-02-01', '2026-02-28')).toEqual(expect.objectContaining({ series: [], total: 0 }));
    expect(callsChart([], '2026-02-01', '2026-02-28').days).toHaveLength(28);
  });
});
