import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Flex, Row, Select, Skeleton, Statistic, Tabs } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { PageFrame } from '../../../shared/page-frame';
import { hrmsKeys } from '../api/hrms-keys';
import { downloadAttendanceCsv, useAttendanceQuery, useEmployeeOptionsQuery, useOrgMasterOptions } from '../api/use-hrms';
import { AttendanceCalendar, AttendanceListing, PresentAbsentGrid } from '../components/attendance-views';
import { useQueryKeyTab } from '../components/query-key-tabs';
import { UnmatchedPunchesTab } from '../components/unmatched-punches-tab';
import { MarkDayDialog, type MarkCell } from '../components/mark-day-dialog';
import { AttendanceSummaryTab } from '../components/attendance-summary-tab';
import '../hrms.css';
import { useCan } from '../../../core/access';

const TABS = ['listing', 'calendar', 'presentAbsent', 'clockInClockOut', 'summary', 'unmatchedPunches'] as const;

/** /hrms/attendance: Listing, Calendar and Present Absent views of attendance computed from punches. */
export function AttendancePage() {
  const [tab, setTab] = useQueryKeyTab(TABS);
  const view = tab === 'clockInClockOut' ? 'listing' : tab;
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().startOf('month'), dayjs().endOf('month')]);
  const [branchId, setBranchId] = useState<number>();
  const [departmentId, setDepartmentId] = useState<number>();
  const [userId, setUserId] = useState<number>();
  const [banner, setBanner] = useState<Banner | null>(null);
  const [markCell, setMarkCell] = useState<MarkCell | null>(null);
  // Marking a day needs hrms.write: for a read-only role the grid's cells open nothing.
  const mayWrite = useCan('hrms.write');
  const branches = useOrgMasterOptions('branch');
  const departments = useOrgMasterOptions('department');
  const employees = useEmployeeOptionsQuery();
  const queryClient = useQueryClient();
  const filter = { fromDate: range[0].format('YYYY-MM-DD'), toDate: range[1].format('YYYY-MM-DD'), branchId, departmentId, userId };
  const attendance = useAttendanceQuery(filter);
  const records = attendance.data?.list ?? [];
  const totals = attendance.data?.totals;
  const options = (rows?: { id: number; name: string }[]) => (rows ?? []).map((r) => ({ value: r.id, label: r.name }));

  const calendarNeedsEmployee = view === 'calendar' && !userId;
  return (
    <PageFrame
      title="Attendance"
      parent={{ title: 'HRMS' }}
      loading={attendance.isFetching}
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: hrmsKeys.attendance() })}>Refresh</Button>
          <Button
            icon={<DownloadOutlined />}
            onClick={async () => {
              try {
                await downloadAttendanceCsv(range[0].format('YYYY-MM'), { branchId, departmentId, userId });
              } catch (error) {
                setBanner({ type: 'warning', text: errorMessage(error) });
              }
            }}
          >
            Export CSV ({range[0].format('MMM YYYY')})
          </Button>
        </>
      }
    >
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex gap="small" wrap className="list-toolbar">
        <Select allowClear placeholder="Branch" aria-label="Branch" className="year-select" value={branchId} onChange={setBranchId} options={options(branches.data?.list)} />
        <Select allowClear placeholder="Department" aria-label="Department" className="year-select" value={departmentId} onChange={setDepartmentId} options={options(departments.data?.list)} />
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Employee" aria-label="Employee" style={{ minWidth: 220 }} value={userId} onChange={setUserId} options={options(employees.data)} />
        <DatePicker.RangePicker
          value={range}
          format="DD MMM YYYY"
          allowClear={false}
          aria-label="Date range"
          onChange={(values) => { if (values?.[0] && values[1]) setRange([values[0], values[1]]); }}
        />
      </Flex>
      {totals ? (
        <Row gutter={[12, 12]} className="list-toolbar">
          {[
            ['Employees', totals.employees], ['Present', totals.present], ['Absent', totals.absent], ['Missing Punch-out', totals.missingPunchOut],
            ['In Progress', totals.inProgress + totals.notStarted], ['Late', totals.late], ['Holiday', totals.holiday], ['Week Off', totals.weekOff],
            ['Payable Days', totals.payable], ['Hours', totals.hours.toFixed(2)],
          ].map(([title, value]) => (
            <Col key={title} xs={12} sm={8} md={6} lg={3}><Card size="small"><Statistic title={title} value={value} /></Card></Col>
          ))}
        </Row>
      ) : null}
      <Tabs
        activeKey={view}
        onChange={(k) => setTab(k as (typeof TABS)[number])}
        items={[
          { key: 'listing', label: 'Listing' },
          { key: 'calendar', label: 'Calendar' },
          { key: 'presentAbsent', label: 'Present Absent' },
          { key: 'summary', label: 'Month Summary' },
          { key: 'unmatchedPunches', label: 'Unmatched Punches' },
        ]}
      />
      {/* While the first load runs only the skeleton shows: an empty view would say "No Record(s) Found." too early. */}
      {view === 'unmatchedPunches' ? <UnmatchedPunchesTab /> : null}
      {view === 'summary' ? <AttendanceSummaryTab month={range[0].format('YYYY-MM')} filter={{ branchId, departmentId, userId }} /> : null}
      {attendance.isPending && view !== 'unmatchedPunches' && view !== 'summary' ? <Skeleton active /> : null}
      {!attendance.isPending && view === 'listing' ? <AttendanceListing records={records} /> : null}
      {!attendance.isPending && view === 'calendar' ? (
        calendarNeedsEmployee ? <Card>Choose an employee to see their calendar.</Card> : (
          <AttendanceCalendar records={records} month={range[0]} onMonth={(d) => setRange([d.startOf('month'), d.endOf('month')])} />
        )
      ) : null}
      {!attendance.isPending && view === 'presentAbsent' ? <PresentAbsentGrid records={records} fromDate={filter.fromDate} toDate={filter.toDate} onCell={(cell) => { if (mayWrite) setMarkCell(cell); }} /> : null}
      <MarkDayDialog cell={markCell} onClose={() => setMarkCell(null)} onDone={(message) => { setMarkCell(null); setBanner({ type: 'success', text: message }); }} />
    </PageFrame>
  );
}
