import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format';
import type { HrmsDashboard as HrmsDashboardData } from '../api/hrms-types';
import '../hrms.css';

/** SVG bars: present (green) and absent (red) per day, late as a dot. No chart library for one small chart. */
function TrendChart({ trend }: { trend: HrmsDashboardData['trend'] }) {
  if (trend.length === 0) return <Empty description="No attendance in this range yet." />;
  const max = Math.max(1, ...trend.map((p) => p.present + p.absent));
  const w = 1000;
  const h = 160;
  const slot = w / trend.length;
  const bar = Math.max(2, slot * 0.6);
  return (
    <svg className="trend-chart" viewBox={`0 0 ${w} ${h + 20}`} role="img" aria-label="Attendance trend">
      {trend.map((p, i) => {
        const x = i * slot + (slot - bar) / 2;
        const ph = (p.present / max) * h;
        const ah = (p.absent / max) * h;
        return (
          <g key={p.date}>
            <title>{`${formatDate(p.date)}: ${p.present} present, ${p.absent} absent, ${p.late} late`}</title>
            <rect x={x} y={h - ph} width={bar} height={ph} fill="#52c41a" />
            <rect x={x} y={h - ph - ah} width={bar} height={ah} fill="#ff7875" />
            {p.late > 0 ? <circle cx={x + bar / 2} cy={h - ph - ah - 6} r={3} fill="#fa8c16" /> : null}
            {trend.length <= 31 ? <text x={x + bar / 2} y={h + 14} fontSize="11" textAnchor="middle">{p.date.slice(8)}</text> : null}
          </g>
        );
      })}
    </svg>
  );
}

/** The HRMS dashboard (permission 10): today's figures, the range's employee-days and the daily trend. */
export function HrmsDashboard({ data, loading }: { data?: HrmsDashboardData; loading: boolean }) {
  if (loading || !data) return <Card title="HRMS"><Skeleton active /></Card>;
  const t = data.todayFigures;
  const r = data.rangeFigures;
  const cards: [string, number][] = [['Headcount', t.headcount], ['Present', t.present], ['Absent', t.absent], ['Late', t.late], ['On Holiday', t.onHoliday], ['On Week Off', t.onWeekOff]];
  return (
    <Card title={<Link to="/hrms/attendance?listing">HRMS</Link>} className="section-title">
      <Typography.Text type="secondary">Today, {formatDate(data.today)}</Typography.Text>
      <Row gutter={[12, 12]}>
        {cards.map(([title, value]) => (
          <Col key={title} xs={12} sm={8} lg={4}><Card size="small"><Statistic title={title} value={value} /></Card></Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" className="section-title">
        In the range: {r.present} present, {r.absent} absent, {r.late} late, {r.onHoliday} on holiday, {r.onWeekOff} week-off employee-days
      </Typography.Paragraph>
      <TrendChart trend={data.trend} />
    </Card>
  );
}
