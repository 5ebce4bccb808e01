import { Table, Tag } from 'antd';
import { formatDate } from '../../../shared/format';
import type { ShiftAssignment } from '../api/hrms-types';
import { useShiftHistoryQuery } from '../api/use-hrms';

const time = (t: string) => t.slice(0, 5);

/**
 * An employee's shift history (issue 29 item 2): attendance computes each day with the shift in force on it, so a
 * change shows here with the day it took (or takes) effect, and the days before keep their shift.
 */
export function ShiftHistoryTable({ employeeId }: { employeeId: number }) {
  const history = useShiftHistoryQuery(employeeId);
  return (
    <Table<ShiftAssignment>
      size="small"
      rowKey="id"
      loading={history.isFetching}
      dataSource={history.data ?? []}
      pagination={{ pageSize: 5, hideOnSinglePage: true }}
      locale={{ emptyText: 'No shift history yet' }}
      columns={[
        { title: 'Shift', dataIndex: 'shiftName', render: (name: string, r) => <>{name} ({time(r.startTime)}-{time(r.endTime)}) {r.current ? <Tag color="green">Current</Tag> : null}</> },
        { title: 'From', dataIndex: 'effectiveFrom', render: (d: string) => (d === '1970-01-01' ? 'Always' : formatDate(d)) },
        { title: 'To', dataIndex: 'effectiveTo', render: (d: string | null) => (d ? formatDate(d) : 'Open') },
      ]}
    />
  );
}
