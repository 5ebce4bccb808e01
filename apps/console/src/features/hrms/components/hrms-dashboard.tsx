import { Card, Col, Empty, Row, Skeleton, Statistic, Typography } from 'antd';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format';
import { StackedBarChart } from '../../../shared/stacked-bar-chart';
import type { HrmsDashboard as HrmsDashboardData } from '../api/hrms-types';
import '../hrms.css';

/** Present and absent employees per day, stacked; how many were late is in each bar's tooltip. */
function TrendChart({ trend }: { trend: HrmsDashboardData['trend'] }) {
  if (trend.length === 0) return <Empty description="No attendance in this range yet." />;
  return (
    <StackedBarChart
      ariaLabel="Attendance trend"
      categories={trend.map((p) => p.date)}
      label={(d) => d.slice(8)}
      title={(d) => formatDate(d)}
      detail={(_d, i) => `${trend[i]?.late ?? 0} late`}
      series={[
        { name: 'Present', color: '#52c41a', values: trend.map((p) => p.present) },
        { name: 'Absent', color: '#ff7875', values: trend.map((p) => p.absent) },
      ]}
    />
  );
}

/** The HRMS dashboard (permission 10): today's figures, the range's employee-days and the daily trend. */
export function HrmsDashboard({ data, loading }: { data?: HrmsDashboardData; loading: boolean }) {
  if (loading || !data) return <Card title="HRMS" className="hrms-dashboard"><Skeleton active /></Card>;
  const t = data.todayFigures;
  const r = data.rangeFigures;
  const cards: [string, number][] = [
    ['Headcount', t.headcount], ['Present', t.present], ['Absent', t.absent], ['In Progress', t.inProgress], ['Not Started', t.notStarted],
    ['Missing Punch-out', t.missingPunchOut], ['Late', t.late], ['On Holiday', t.onHoliday], ['On Week Off', t.onWeekOff],
  ];
  return (
    <Card title={<Link to="/hrms/attendance?listing">HRMS</Link>} className="hrms-dashboard" aria-label="HRMS dashboard" role="region">
      <Typography.Text type="secondary">Today, {formatDate(data.today)}</Typography.Text>
      <Row gutter={[12, 12]}>
        {cards.map(([title, value]) => (
          <Col key={title} xs={12} sm={8} lg={4}><Card size="small"><Statistic title={title} value={value} /></Card></Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" className="section-title">
        In the range: {r.present} present, {r.absent} absent, {r.missingPunchOut} missing punch-out, {r.late} late, {r.onHoliday} on holiday, {r.onWeekOff} week-off employee-days
      </Typography.Paragraph>
      <TrendChart trend={data.trend} />
    </Card>
  );
}
