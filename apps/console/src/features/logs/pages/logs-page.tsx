import { ReloadOutlined } from '@ant-design/icons';
import { Button, DatePicker, Flex, Select, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageFrame } from '../../../shared/page-frame';
import { formatDateTime } from '../../../shared/format';
import { useApiLogsQuery, type ApiLog } from '../api/api-logs-api';

const APPS = [
  { value: 0, label: 'All' }, { value: 1, label: 'HTML To PDF' }, { value: 2, label: 'Face Identification' },
  { value: 6, label: 'BarCode' }, { value: 7, label: 'QRCode' },
];
const PAGE_SIZE = 20;
const day = (d: Dayjs) => d.format('YYYY-MM-DD');

export function LogsPage() {
  const [appId, setAppId] = useState(0);
  const [range, setRange] = useState<[Dayjs, Dayjs]>([dayjs().startOf('month'), dayjs().endOf('month')]);
  const [page, setPage] = useState(0);
  const logs = useApiLogsQuery({ appId, fromDate: day(range[0]), toDate: day(range[1]), page });
  const data = logs.data;

  return (
    <PageFrame
      title="API Logs"
      actions={<Button icon={<ReloadOutlined />} onClick={() => { setPage(0); void logs.refetch(); }}>Refresh</Button>}
    >
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Select aria-label="App" style={{ width: 200 }} options={APPS} value={appId} onChange={(v) => { setAppId(v); setPage(0); }} />
        <DatePicker.RangePicker
          allowClear={false}
          format="DD MMM YYYY"
          value={range}
          onChange={(v) => { if (v?.[0] && v[1]) { setRange([v[0], v[1]]); setPage(0); } }}
        />
      </Flex>
      <Table<ApiLog>
        rowKey="id"
        loading={logs.isFetching}
        dataSource={data?.list ?? []}
        locale={{ emptyText: 'No API calls in this period.' }}
        pagination={(data?.totalRecords ?? 0) > 0 ? {
          current: page + 1, pageSize: PAGE_SIZE, total: data?.totalRecords ?? 0, showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
        } : false}
        columns={[
          { title: '#', key: 'n', width: 70, render: (_v, _r, i) => PAGE_SIZE * page + i + 1 },
          { title: 'APP Name', dataIndex: 'appName' },
          { title: 'Client IP', dataIndex: 'clientip' },
          { title: 'Access On', dataIndex: 'createdOn', render: (v: string) => formatDateTime(v) },
          { title: 'Status', key: 'status', render: (_v, r) => <Tag color={r.status < 400 ? 'green' : r.status === 429 ? 'orange' : 'red'}>{r.message}</Tag> },
        ]}
      />
    </PageFrame>
  );
}
