import { Badge, Calendar, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EMPTY_LIST_TEXT } from '../../../shared/data-list';
import { formatDate, formatTime } from '../../../shared/format';
import type { AttendanceRecord } from '../api/hrms-types';

/** The grid's letter: working with clock-in P (unless the rules made it Absent), without A, holiday H, week-off W. */
export function gridLetter(r: AttendanceRecord): 'P' | 'A' | 'H' | 'W' {
  if (r.dayType === 'HOLIDAY') return 'H';
  if (r.dayType === 'WEEKOFF') return 'W';
  return r.clockIn && r.remark !== 'Absent' ? 'P' : 'A';
}

/** Calendar text: a working day with no clock-in is Absent; every other day shows its remark. */
export function calendarText(r: AttendanceRecord): string {
  if (r.dayType === 'WORKING' && !r.clockIn) return 'Absent';
  return r.remark;
}

const time = (v: string | null) => (v ? formatTime(v.slice(0, 19)) : '-');

export function AttendanceListing({ records }: { records: AttendanceRecord[] }) {
  const columns: TableColumnsType<AttendanceRecord> = [
    { title: 'Date', dataIndex: 'forDate', render: (v: string) => formatDate(v), width: 120 },
    { title: 'Employee', key: 'emp', render: (_, r) => <>{r.userName} <Typography.Text type="secondary">({r.employeeCode})</Typography.Text></> },
    { title: 'Branch', dataIndex: 'branchName' },
    { title: 'Day', dataIndex: 'dayType' },
    { title: 'Expected', key: 'exp', render: (_, r) => `${time(r.expectedClockIn)} - ${time(r.expectedClockOut)}` },
    { title: 'Clock In', key: 'in', render: (_, r) => <>{time(r.clockIn)} {r.clockInRemark === 'Late' ? <Tag color="orange">Late</Tag> : null}</> },
    { title: 'Clock Out', key: 'out', render: (_, r) => <>{time(r.clockOut)} {r.clockOutRemark === 'Early' ? <Tag color="orange">Early</Tag> : null}</> },
    { title: 'Hours', dataIndex: 'hours', render: (v: number) => v.toFixed(2) },
    { title: 'Remark', dataIndex: 'remark' },
  ];
  return (
    <Table<AttendanceRecord>
      rowKey={(r) => `${r.userDetailId}-${r.forDate}`}
      size="small"
      columns={columns}
      dataSource={records}
      pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: EMPTY_LIST_TEXT }}
      scroll={{ x: true }}
    />
  );
}

export function AttendanceCalendar({ records, month, onMonth }: { records: AttendanceRecord[]; month: Dayjs; onMonth: (d: Dayjs) => void }) {
  const byDate = new Map(records.map((r) => [r.forDate, r]));
  return (
    <Calendar
      value={month}
      onPanelChange={(d) => onMonth(d)}
      onSelect={(d, info) => { if (info.source !== 'date') onMonth(d); }}
      fullscreen
      cellRender={(current, info) => {
        if (info.type !== 'date') return info.originNode;
        const r = byDate.get(current.format('YYYY-MM-DD'));
        if (!r) return null;
        const text = calendarText(r);
        const status = text === 'Absent' ? 'error' : r.dayType === 'WORKING' ? 'success' : 'default';
        return (
          <div className="calendar-cell">
            <Badge status={status} text={text} />
            {r.clockIn ? <div>{time(r.clockIn)} - {time(r.clockOut)}</div> : null}
            {r.clockInRemark === 'Late' ? <Tag color="orange">Late</Tag> : null}
          </div>
        );
      }}
    />
  );
}

export function PresentAbsentGrid({ records, fromDate, toDate }: { records: AttendanceRecord[]; fromDate: string; toDate: string }) {
  const days: string[] = [];
  for (let d = dayjs(fromDate); !d.isAfter(dayjs(toDate)); d = d.add(1, 'day')) days.push(d.format('YYYY-MM-DD'));
  const rows = new Map<number, { id: number; name: string; code: string; cells: Map<string, AttendanceRecord> }>();
  for (const r of records) {
    const row = rows.get(r.userDetailId) ?? { id: r.userDetailId, name: r.userName, code: r.employeeCode, cells: new Map() };
    row.cells.set(r.forDate, r);
    rows.set(r.userDetailId, row);
  }
  const data = [...rows.values()].sort((a, b) => a.code.localeCompare(b.code));
  const columns: TableColumnsType<(typeof data)[number]> = [
    { title: 'Employee', key: 'emp', fixed: 'left', width: 200, render: (_, r) => <>{r.name} <Typography.Text type="secondary">({r.code})</Typography.Text></> },
    ...days.map((d) => ({
      title: dayjs(d).format('DD'),
      key: d,
      width: 38,
      render: (_: unknown, r: (typeof data)[number]) => {
        const rec = r.cells.get(d);
        const letter = rec ? gridLetter(rec) : '-';
        return <span className={`cell-${letter}`} title={rec ? `${formatDate(d)}: ${rec.remark}` : formatDate(d)} data-testid={`grid-${r.code}-${d}`}>{letter}</span>;
      },
    })),
    {
      title: 'P', key: 'p', width: 44, fixed: 'right',
      render: (_, r) => [...r.cells.values()].filter((x) => gridLetter(x) === 'P').length,
    },
    {
      title: 'A', key: 'a', width: 44, fixed: 'right',
      render: (_, r) => [...r.cells.values()].filter((x) => gridLetter(x) === 'A').length,
    },
  ];
  return (
    <Table rowKey="id" size="small" className="attendance-grid" columns={columns} dataSource={data} pagination={false} scroll={{ x: true }} locale={{ emptyText: EMPTY_LIST_TEXT }} />
  );
}
