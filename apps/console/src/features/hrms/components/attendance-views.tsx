import { Badge, Calendar, Table, Tag, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { EMPTY_LIST_TEXT } from '../../../shared/data-list';
import { formatDate, formatTime } from '../../../shared/format';
import type { AttendanceRecord } from '../api/hrms-types';

type GridRecord = Pick<AttendanceRecord, 'dayType' | 'clockIn' | 'remark' | 'status'>;

/** Today's shift has not started or still runs: neither present nor absent yet (issue 29). */
export const isPending = (r: Pick<AttendanceRecord, 'status'>) => r.status === 'NOT_STARTED' || r.status === 'IN_PROGRESS';

/**
 * The grid's letter by status: working with clock-in P (unless the rules made it Absent), without A, holiday H,
 * week-off W, leave L. Today's day whose shift has not started or still runs has no letter yet without a clock-in:
 * a dash, never A. A day marked by hand shows what HR marked.
 */
export function gridLetter(r: GridRecord): 'P' | 'A' | 'H' | 'W' | 'L' | '-' {
  switch (r.status) {
    case 'PRESENT': case 'HALF_DAY': case 'MISSING_PUNCH_OUT': return 'P';
    case 'ABSENT': return 'A';
    case 'HOLIDAY': return 'H';
    case 'WEEK_OFF': return 'W';
    case 'ON_LEAVE': return 'L';
    default: return r.clockIn ? 'P' : '-';
  }
}

/** The marker beside a grid letter: ✎ marked by hand, ! a missing punch-out, ½ a half day. */
export function gridMarker(r: Pick<AttendanceRecord, 'status' | 'missingPunchOut' | 'manualReason'>): string {
  if (r.manualReason !== null) return '✎';
  if (r.missingPunchOut) return '!';
  if (r.status === 'HALF_DAY') return '½';
  return '';
}

/** Present and absent shares of a day: half days 0.5 each way, a missing punch-out as the company's setting counts it. */
export function presenceShares(r: Pick<AttendanceRecord, 'status' | 'payable'>): { present: number; absent: number } {
  if (r.status === 'PRESENT' || r.status === 'HALF_DAY' || r.status === 'MISSING_PUNCH_OUT' || r.status === 'ABSENT') return { present: r.payable, absent: 1 - r.payable };
  return { present: 0, absent: 0 };
}

/** Calendar text: a finished working day with no clock-in is Absent; every other day shows its remark (Not started, In progress, Missing punch-out...). */
export function calendarText(r: GridRecord): string {
  if (r.dayType === 'WORKING' && !r.clockIn && !isPending(r)) return 'Absent';
  return r.remark;
}

const count = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

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
    {
      title: 'Remark', key: 'remark',
      render: (_, r) => (r.missingPunchOut ? <Tag color="red">{r.remark}</Tag> : isPending(r) ? <Tag color="blue">{r.remark}</Tag> : r.remark),
    },
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
        const status = text === 'Absent' ? 'error' : r.missingPunchOut ? 'warning' : isPending(r) ? 'processing' : r.dayType === 'WORKING' ? 'success' : 'default';
        return (
          <div className="calendar-cell">
            <Badge status={status} text={text} />
            {r.clockIn ? <div>{time(r.clockIn)} - {time(r.clockOut)}</div> : null}
            {r.clockInRemark === 'Late' ? <Tag color="orange">Late</Tag> : null}
            {r.missingPunchOut ? <Tag color="red" data-testid={`calendar-missing-${r.forDate}`}>No punch-out</Tag> : null}
          </div>
        );
      }}
    />
  );
}

export function PresentAbsentGrid({ records, fromDate, toDate, onCell }: {
  records: AttendanceRecord[]; fromDate: string; toDate: string;
  /** HR clicks a day to mark it by hand. */
  onCell?: (cell: { employeeId: number; name: string; date: string; record?: AttendanceRecord }) => void;
}) {
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
        const marker = rec ? gridMarker(rec) : '';
        const title = rec ? `${formatDate(d)}: ${rec.remark}${rec.manualReason ? ` (marked: ${rec.manualReason})` : ''}` : formatDate(d);
        const content = <>{letter}{marker ? <sup>{marker}</sup> : null}</>;
        const className = `cell-${letter === '-' ? 'none' : letter}${marker ? ' cell-marked' : ''}`;
        return onCell && rec ? (
          <button type="button" className={`grid-cell-button ${className}`} title={`${title}. Click to mark`} data-testid={`grid-${r.code}-${d}`}
            onClick={() => onCell({ employeeId: r.id, name: r.name, date: d, record: rec })}>
            {content}
          </button>
        ) : (
          <span className={className} title={title} data-testid={`grid-${r.code}-${d}`}>{content}</span>
        );
      },
    })),
    {
      title: 'P', key: 'p', width: 48, fixed: 'right',
      render: (_, r) => count([...r.cells.values()].reduce((n, x) => n + presenceShares(x).present, 0)),
    },
    {
      title: 'A', key: 'a', width: 48, fixed: 'right',
      render: (_, r) => count([...r.cells.values()].reduce((n, x) => n + presenceShares(x).absent, 0)),
    },
  ];
  return (
    <Table rowKey="id" size="small" className="attendance-grid" columns={columns} dataSource={data} pagination={false} scroll={{ x: true }} locale={{ emptyText: EMPTY_LIST_TEXT }} />
  );
}
