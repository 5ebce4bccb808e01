import { ReloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, DatePicker, Flex, Select, Tag, Typography, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDateTime24 } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
import { activityKeys } from '../api/activity-keys';
import { useActivityQuery, useActivityUsersQuery, type ActivityEntry } from '../api/use-activity';
import { ACTION_LABELS, RECORD_TYPE_LABELS, recordTypeLabel } from '../components/activity-labels';
import { ChangeTable, changeRows } from '../components/change-table';

const day = (d: Dayjs) => d.format('YYYY-MM-DD');
const RECORD_TYPE_OPTIONS = Object.entries(RECORD_TYPE_LABELS)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));
const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, { label }]) => ({ value, label }));

function summary(entry: ActivityEntry): string {
  if (entry.action === 'UPDATE') {
    const fields = changeRows(entry).map((r) => r.field.replace(/_/g, ' '));
    return fields.length ? `Changed ${fields.slice(0, 4).join(', ')}${fields.length > 4 ? ` and ${fields.length - 4} more` : ''}` : '';
  }
  if (entry.action === 'EXPORT') return 'File downloaded';
  const after = (entry.after ?? {}) as Record<string, unknown>;
  if (typeof after.userAgent === 'string') return after.userAgent.slice(0, 80);
  const named = (entry.after ?? entry.before ?? {}) as Record<string, unknown>;
  const name = named.name ?? named.title ?? named.invoice_number ?? named.code;
  return typeof name === 'string' ? name : '';
}

/** "Activity": who did what and when in the company (issue 26 item 4), newest first, with each change's before and after. */
export function ActivityPage() {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [recordType, setRecordType] = useState<string | null>(null);
  const [action, setAction] = useState<string | null>(null);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const filter = { page, search, userId, recordType, action, from: range ? day(range[0]) : null, to: range ? day(range[1]) : null };
  const activity = useActivityQuery(filter);
  const users = useActivityUsersQuery();
  const queryClient = useQueryClient();
  const filtered = <T,>(set: (v: T) => void) => (v: T) => {
    set(v);
    setPage(0);
  };

  const columns: TableColumnsType<ActivityEntry> = [
    { title: 'When', dataIndex: 'createdAt', width: 170, render: (v: string) => formatDateTime24(v) },
    { title: 'User', dataIndex: 'userName', render: (v: string | null) => v ?? <Typography.Text type="secondary">System</Typography.Text> },
    {
      title: 'Action', dataIndex: 'action',
      render: (v: string) => <Tag color={ACTION_LABELS[v]?.color}>{ACTION_LABELS[v]?.label ?? v}</Tag>,
    },
    {
      title: 'Record', key: 'record',
      render: (_v, r) => `${recordTypeLabel(r.recordType)}${r.recordId && r.recordType !== 'session' ? ` #${r.recordId}` : ''}`,
    },
    { title: 'Details', key: 'summary', render: (_v, r) => <Typography.Text ellipsis style={{ maxWidth: 320 }}>{summary(r)}</Typography.Text> },
    { title: 'Address', dataIndex: 'clientAddress', render: (v: string | null) => v ?? '' },
  ];

  return (
    <PageFrame
      title="Activity"
      actions={
        <Button icon={<ReloadOutlined />} onClick={() => void queryClient.invalidateQueries({ queryKey: activityKeys.all })}>
          Refresh
        </Button>
      }
    >
      <FeedbackBanner banner={activity.isError ? { type: 'warning', text: errorMessage(activity.error) } : null} />
      <Flex className="list-toolbar" gap={12} wrap align="center">
        <Select
          aria-label="User" placeholder="All users" allowClear showSearch optionFilterProp="label" style={{ width: 200 }} value={userId}
          options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
          onChange={filtered((v: number | undefined) => setUserId(v ?? null))}
        />
        <Select
          aria-label="Record type" placeholder="All records" allowClear showSearch optionFilterProp="label" style={{ width: 200 }}
          value={recordType} options={RECORD_TYPE_OPTIONS} onChange={filtered((v: string | undefined) => setRecordType(v ?? null))}
        />
        <Select
          aria-label="Action" placeholder="All actions" allowClear showSearch optionFilterProp="label" style={{ width: 170 }} value={action} options={ACTION_OPTIONS}
          onChange={filtered((v: string | undefined) => setAction(v ?? null))}
        />
        <DatePicker.RangePicker
          aria-label="Date range" format="DD MMM YYYY" value={range}
          onChange={filtered((v: [Dayjs | null, Dayjs | null] | null) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null))}
        />
        <SearchBox value={search} onSearch={filtered(setSearch)} placeholder="Search user, record or address" />
      </Flex>
      <DataList<ActivityEntry>
        columns={columns}
        data={activity.data}
        loading={activity.isFetching}
        page={page}
        onPageChange={setPage}
        expandable={{ expandedRowRender: (r) => <ChangeTable entry={r} />, rowExpandable: (r) => r.before !== null || r.after !== null }}
      />
    </PageFrame>
  );
}
