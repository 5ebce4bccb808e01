import { DatePicker, Flex, Select, Tag, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { DataList } from '../../../shared/data-list';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { formatDateTime } from '../../../shared/format';
import { PageFrame } from '../../../shared/page-frame';
import { SearchBox } from '../../../shared/search-box';
import { useListState } from '../../../shared/use-list-state';
import { apiLogKeys, useApiLogsQuery, type ApiLog } from '../api/api-logs-api';
import { rowNumberColumn } from '../../../shared/list-columns';
import { RefreshButton } from '../../../shared/list-buttons';

/** The spec's app choice: 0 is every app. */
export const LOG_APPS = [
  { value: 0, label: 'All' }, { value: 1, label: 'HTML To PDF' }, { value: 2, label: 'Face Identification' },
  { value: 6, label: 'BarCode' }, { value: 7, label: 'QRCode' },
];
const day = (d: Dayjs) => d.format('YYYY-MM-DD');
const thisMonth = (): [Dayjs, Dayjs] => [dayjs().startOf('month'), dayjs().endOf('month')];

/** Spec "API Logs": app, date range (default this month), Refresh; #, APP Name, Client IP, Access On, Status. */
export function LogsPage() {
  const list = useListState<ApiLog>();
  const [appId, setAppId] = useState(0);
  const [range, setRange] = useState<[Dayjs, Dayjs]>(thisMonth);
  const logs = useApiLogsQuery({ appId, fromDate: day(range[0]), toDate: day(range[1]), page: list.page, search: list.search });

  const columns: TableColumnsType<ApiLog> = [
    // The spec's numbering: 20 times the page plus the row.
    rowNumberColumn(list.page, 70),
    { title: 'APP Name', dataIndex: 'appName' },
    { title: 'Client IP', dataIndex: 'clientip' },
    { title: 'Access On', dataIndex: 'createdOn', render: (v: string) => formatDateTime(v) },
    {
      title: 'Status', key: 'status',
      render: (_v, r) => <Tag color={r.status < 400 ? 'green' : r.status === 429 ? 'orange' : 'red'} title={`HTTP ${r.status}`}>{r.message}</Tag>,
    },
  ];

  return (
    <PageFrame
      title="API Logs"
      actions={
        <RefreshButton list={list} queryKey={apiLogKeys.all} />
      }
    >
      <FeedbackBanner banner={logs.isError ? { type: 'warning', text: errorMessage(logs.error) } : null} />
      <Flex className="list-toolbar" gap={12} wrap align="center">
        <Select aria-label="App" style={{ width: 200 }} options={LOG_APPS} value={appId} onChange={(v) => { setAppId(v); list.setPage(0); }} />
        <DatePicker.RangePicker
          aria-label="Date range"
          allowClear={false}
          format="DD MMM YYYY"
          value={range}
          onChange={(v) => {
            if (v?.[0] && v[1]) {
              setRange([v[0], v[1]]);
              list.setPage(0);
            }
          }}
        />
        <SearchBox value={list.search} onSearch={list.setSearch} placeholder="Search client IP or status" />
      </Flex>
      <DataList<ApiLog> columns={columns} data={logs.data} loading={logs.isFetching} page={list.page} onPageChange={list.setPage} />
    </PageFrame>
  );
}
