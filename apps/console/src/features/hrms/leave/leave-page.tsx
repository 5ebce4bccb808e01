import { CheckOutlined, CloseOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { App, Button, Flex, Select, Space, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { useCan } from '../../../core/access';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatDate } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import { ApplyLeavePanel } from './apply-leave-panel';
import { LeaveBalances } from './leave-balances';
import { useDecideLeaveMutation, useLeaveApplicationsQuery, type LeaveApplication, type LeaveDecision, type LeaveState } from './leave-api';
import { STATE_LABELS, formatDays } from './leave-format';
import '../hrms.css';
import { dateColumn, rowNumberColumn } from '../../../shared/list-columns';
import { RowButton } from '../../../shared/list-buttons';

const DECISION_LABELS: Record<LeaveDecision, string> = { approve: 'Approve', reject: 'Reject', cancel: 'Cancel' };

/** /hrms/leave: applications (apply, approve or reject, cancel) and balances per employee. */
export function LeavePage() {
  const [tab, setTab] = useState('applications');
  return (
    <PageFrame title="Leave" parent={{ title: 'HRMS' }}>
      <Tabs activeKey={tab} onChange={setTab} destroyOnHidden items={[
        { key: 'applications', label: 'Applications', children: <LeaveApplications /> },
        { key: 'balances', label: 'Balances', children: <LeaveBalances /> },
      ]} />
    </PageFrame>
  );
}

function LeaveApplications() {
  const list = useListState<LeaveApplication>();
  const [state, setState] = useState<LeaveState | undefined>(undefined);
  const applications = useLeaveApplicationsQuery({ search: list.search, page: list.page }, state);
  const decide = useDecideLeaveMutation();
  const { modal } = App.useApp();
  const [applying, setApplying] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  // Anyone with HRMS access applies and cancels; approving and rejecting is HR's (the API's hrms.write).
  const mayDecide = useCan('hrms.write');
  const run = (a: LeaveApplication, decision: LeaveDecision) => modal.confirm({
    title: `${DECISION_LABELS[decision]} leave`,
    content: `${a.employeeName}: ${a.leaveTypeName}, ${formatDate(a.from)}${a.to !== a.from ? ` to ${formatDate(a.to)}` : ''} (${formatDays(a.days)})`,
    okText: DECISION_LABELS[decision],
    cancelText: 'Back',
    onOk: async () => {
      try {
        setBanner({ type: 'success', text: (await decide.mutateAsync({ id: a.id, decision })).message });
      } catch (error) {
        setBanner({ type: 'warning', text: errorMessage(error) });
      }
    },
  });
  const columns: TableColumnsType<LeaveApplication> = [
    rowNumberColumn(list.page),
    { title: 'Employee', key: 'employee', render: (_, a) => <>{a.employeeName} <Tag>{a.employeeCode}</Tag></> },
    { title: 'Leave Type', key: 'type', render: (_, a) => <>{a.leaveTypeName}{a.paid ? null : <Tag className="tag-gap">Unpaid</Tag>}</> },
    dateColumn('From', 'from'),
    dateColumn('To', 'to'),
    { title: 'Days', key: 'days', render: (_, a) => <>{formatDays(a.days)}{a.halfDay ? <Tag className="tag-gap">Half day</Tag> : null}</> },
    { title: 'Reason', dataIndex: 'reason', ellipsis: true },
    { title: 'Status', dataIndex: 'state', render: (v: LeaveState) => <Tag color={STATE_LABELS[v].color}>{STATE_LABELS[v].label}</Tag> },
    {
      title: 'Action', key: 'action', width: 130,
      render: (_, a) => (
        <Space>
          {mayDecide && a.state === 'PENDING' ? (
            <>
              <RowButton tip="Approve" label={`Approve leave of ${a.employeeName}`} icon={<CheckOutlined />} onClick={() => run(a, 'approve')} />
              <RowButton tip="Reject" label={`Reject leave of ${a.employeeName}`} icon={<CloseOutlined />} danger onClick={() => run(a, 'reject')} />
            </>
          ) : null}
          {a.state === 'PENDING' || a.state === 'APPROVED' ? (
            <RowButton tip="Cancel" label={`Cancel leave of ${a.employeeName}`} icon={<StopOutlined />} onClick={() => run(a, 'cancel')} />
          ) : null}
        </Space>
      ),
    },
  ];
  return (
    <>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Flex className="list-toolbar" justify="space-between" gap="small" wrap>
        <Space wrap>
          <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search employee or leave type" />
          <Select<LeaveState | 'ALL'>
            aria-label="Status" className="year-select" value={state ?? 'ALL'}
            onChange={(v) => {
              setState(v === 'ALL' ? undefined : v);
              list.setPage(0);
            }}
            options={[{ value: 'ALL', label: 'All statuses' }, ...(Object.keys(STATE_LABELS) as LeaveState[]).map((s) => ({ value: s, label: STATE_LABELS[s].label }))]}
          />
        </Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setApplying(true)}>Apply Leave</Button>
      </Flex>
      <DataList<LeaveApplication> columns={columns} data={applications.data} loading={applications.isPending} page={list.page} onPageChange={list.setPage} />
      <ApplyLeavePanel
        open={applying}
        onClose={() => setApplying(false)}
        onSaved={(text) => {
          setApplying(false);
          setBanner({ type: 'success', text });
        }}
      />
    </>
  );
}
