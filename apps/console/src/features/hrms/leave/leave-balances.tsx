import { Flex, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { EMPTY_LIST_TEXT } from '../../../shared/data-list';
import { useEmployeeOptionsQuery } from '../api/use-hrms';
import { useLeaveBalancesQuery, type LeaveBalance } from './leave-api';
import { formatDays } from './leave-format';

const COLUMNS: TableColumnsType<LeaveBalance> = [
  { title: 'Leave Type', key: 'type', render: (_, b) => <>{b.leaveTypeName}{b.paid ? null : <Tag className="tag-gap">Unpaid</Tag>}</> },
  { title: 'Allocated', dataIndex: 'allocated', render: formatDays },
  { title: 'Carried Forward', dataIndex: 'carriedForward', render: formatDays },
  { title: 'Taken', dataIndex: 'taken', render: formatDays },
  { title: 'Pending', dataIndex: 'pending', render: formatDays },
  { title: 'Balance', dataIndex: 'balance', render: (v: number) => <Typography.Text strong type={v < 0 ? 'danger' : undefined}>{formatDays(v)}</Typography.Text> },
  { title: 'Available', dataIndex: 'available', render: formatDays },
];

/** One employee's balance of every leave type for a year. */
export function LeaveBalances() {
  const employees = useEmployeeOptionsQuery();
  const thisYear = new Date().getFullYear();
  const [employeeId, setEmployeeId] = useState<number | undefined>(undefined);
  const [year, setYear] = useState(thisYear);
  const balances = useLeaveBalancesQuery(employeeId, year);
  return (
    <>
      <Flex className="list-toolbar" gap="small" wrap>
        <Select
          showSearch={{ optionFilterProp: 'label' }} placeholder="Employee" aria-label="Balance employee" style={{ minWidth: 240 }}
          value={employeeId} onChange={setEmployeeId} loading={employees.isPending}
          options={(employees.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
        />
        <Select aria-label="Balance year" className="year-select" value={year} onChange={setYear}
          options={[thisYear - 1, thisYear, thisYear + 1].map((y) => ({ value: y, label: String(y) }))} />
      </Flex>
      <Table<LeaveBalance>
        rowKey="leaveTypeId" columns={COLUMNS} dataSource={employeeId ? balances.data ?? [] : []} pagination={false} loading={employeeId !== undefined && balances.isPending}
        locale={{ emptyText: employeeId ? EMPTY_LIST_TEXT : 'Choose an employee to see the balances.' }}
      />
    </>
  );
}
