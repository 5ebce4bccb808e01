import { Button, Flex, Select, Space, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDate, formatTime } from '../../../shared/format';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import type { UnmatchedPunch } from '../api/hrms-types';
import { useAssignUnmatchedMutation, useEmployeeOptionsQuery, useUnmatchedPunchesQuery } from '../api/use-hrms';
import { useCan } from '../../../core/access';
import { writableColumns } from '../../../shared/writable-columns';

/**
 * Punches a device sent for an id that matches no employee (issue 29 item 6). HR picks the employee and assigns
 * the punch, or every punch of that id (the employee keeps the id, so the next punches match); the days are
 * computed again.
 */
export function UnmatchedPunchesTab() {
  const list = useListState<UnmatchedPunch>();
  const punches = useUnmatchedPunchesQuery({ search: list.search, page: list.page });
  const employees = useEmployeeOptionsQuery();
  const assign = useAssignUnmatchedMutation();
  const [chosen, setChosen] = useState<Record<number, number | undefined>>({});
  const [banner, setBanner] = useState<Banner | null>(null);
  // Assigning punches needs hrms.write: a read-only role sees the punches only.
  const mayWrite = useCan('hrms.write');
  const run = async (body: { employeeId: number; ids?: number[]; deviceUserId?: string }) => {
    try {
      setBanner({ type: 'success', text: (await assign.mutateAsync(body)).message });
    } catch (e) {
      setBanner({ type: 'warning', text: errorMessage(e) });
    }
  };
  const columns: TableColumnsType<UnmatchedPunch> = [
    { title: 'Device', dataIndex: 'deviceName' },
    { title: 'Device User ID', dataIndex: 'deviceUserId' },
    { title: 'Punch Time', key: 'time', render: (_, r) => `${formatDate(r.punchTime.slice(0, 10))} ${formatTime(r.punchTime.slice(0, 19))}` },
    { title: 'Direction', dataIndex: 'direction', render: (v: string | null) => v ?? '-' },
    {
      title: 'Assign To', key: 'assign',
      render: (_, r) => {
        const employeeId = chosen[r.id];
        return (
          <Space wrap>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Employee"
              aria-label={`Employee for punch ${r.id}`}
              style={{ minWidth: 200 }}
              value={employeeId}
              onChange={(v) => setChosen((c) => ({ ...c, [r.id]: v }))}
              options={(employees.data ?? []).map((e) => ({ value: e.id, label: e.name }))}
            />
            <Button disabled={!employeeId} loading={assign.isPending} onClick={() => employeeId && run({ employeeId, ids: [r.id] })}>This punch</Button>
            <Button type="primary" disabled={!employeeId} loading={assign.isPending} onClick={() => employeeId && run({ employeeId, deviceUserId: r.deviceUserId })}>
              All of {r.deviceUserId}
            </Button>
          </Space>
        );
      },
    },
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Typography.Paragraph type="secondary">
        Punches from devices for an id no employee has. Assign them to the employee; with “All of …” the employee keeps the id, so the next punches match.
      </Typography.Paragraph>
      <Flex gap="small" className="list-toolbar">
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search device user id or device" />
      </Flex>
      <DataList<UnmatchedPunch> columns={writableColumns(columns, mayWrite, 'assign')} data={punches.data} loading={punches.isPending} page={list.page} onPageChange={list.setPage} />
    </>
  );
}
