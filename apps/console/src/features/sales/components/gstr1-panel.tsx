import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Empty, Flex, Form, Skeleton, Table, Tabs, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner, type Banner } from '../../../shared/feedback-banner';
import { formatMoney } from '../../../shared/format';
import { SidePanel } from '../../../shared/side-panel';
import { downloadGstr1, type Gstr1Format } from '../api/download-gstr1';
import { downloadGstr3b, useGstr1SummaryQuery, useGstr3bQuery } from '../api/gst-returns';

type Busy = Gstr1Format | 'gstr3b' | null;
const money = (value: string | null) => (value === null ? '' : formatMoney(value));
const amountColumn = (title: string, dataIndex: string) => ({ title, dataIndex, align: 'right' as const, render: (v: string | null) => money(v) });
/** The four tax heads, in the portal's order. */
const TAX_COLUMNS = [amountColumn('IGST', 'igst'), amountColumn('CGST', 'cgst'), amountColumn('SGST', 'sgst'), amountColumn('Cess', 'cess')];

interface ReturnTableProps<T> {
  /** The return's heading of the table ('3.2 Inter-state supplies to unregistered persons'); none for GSTR-1's one table. */
  heading?: string;
  /** What a screen reader calls the table ('GSTR-3B table 3.2'). */
  label: string;
  rows: T[];
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  emptyText?: string;
}

/** One table of a return as the portal lays it out: its heading, then every row (returns are short, so unpaged). */
function ReturnTable<T extends object>({ heading, label, rows, rowKey, columns, emptyText }: ReturnTableProps<T>) {
  return (
    <>
      {heading ? <Typography.Title level={5}>{heading}</Typography.Title> : null}
      <Table<T> size="small" rowKey={rowKey} pagination={false} dataSource={rows} locale={emptyText ? { emptyText } : undefined} aria-label={label} columns={columns} />
    </>
  );
}

/**
 * "GST returns": the month's GSTR-1 and GSTR-3B on screen, then their files for the portal (GSTR-1 as the
 * offline tool's JSON or CSV, GSTR-3B as the offline utility's JSON). Opens on the current month; a month
 * without invoices says "No invoices in Oct 2026" instead of offering an empty file.
 */
export function Gstr1Panel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs());
  const [busy, setBusy] = useState<Busy>(null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [tab, setTab] = useState('gstr1');
  const period = month.format('YYYY-MM');
  const gstr1 = useGstr1SummaryQuery(period, open && tab === 'gstr1');
  const gstr3b = useGstr3bQuery(period, open && tab === 'gstr3b');
  const label = month.format('MMM YYYY');
  const noInvoices = `No invoices in ${label}`;

  const download = async (what: Exclude<Busy, null>) => {
    setBanner(null);
    setBusy(what);
    try {
      if (what === 'gstr3b') await downloadGstr3b(period);
      else await downloadGstr1(period, what);
    } catch (error) {
      setBanner({ type: 'warning', text: errorMessage(error) });
    } finally {
      setBusy(null);
    }
  };

  const gstr1Empty = gstr1.data !== undefined && gstr1.data.invoices + gstr1.data.creditNotes === 0;
  const gstr3bEmpty = gstr3b.data !== undefined && gstr3b.data.documents.invoices + gstr3b.data.documents.creditNotes + gstr3b.data.documents.inward === 0;

  const gstr1Tab = (
    <>
      {gstr1.isPending && <Skeleton active />}
      {gstr1.isError && <Alert type="warning" showIcon title={errorMessage(gstr1.error)} />}
      {gstr1Empty && <Empty description={noInvoices} />}
      {gstr1.data && !gstr1Empty && (
        <>
          <Typography.Paragraph>
            {gstr1.data.invoices} invoice(s) and {gstr1.data.creditNotes} credit note(s) in {label}.
          </Typography.Paragraph>
          <ReturnTable
            label="GSTR-1 summary"
            rows={gstr1.data.tables}
            rowKey="table"
            columns={[
              { title: 'Table', dataIndex: 'table', render: (v: string, r) => <span title={r.description}>{v}</span> },
              { title: 'Count', dataIndex: 'count', align: 'right' },
              amountColumn('Taxable value', 'taxableValue'),
              ...TAX_COLUMNS,
            ]}
          />
          <Flex gap="small" wrap className="list-toolbar">
            <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'json'} disabled={busy !== null} onClick={() => void download('json')}>
              Download JSON
            </Button>
            <Button icon={<DownloadOutlined />} loading={busy === 'csv'} disabled={busy !== null} onClick={() => void download('csv')}>
              Download CSV
            </Button>
          </Flex>
          <Typography.Paragraph type="secondary" className="po-hint">
            Upload the JSON in the GST portal&apos;s offline tool; the CSV has every table one after another for a spreadsheet.
          </Typography.Paragraph>
        </>
      )}
    </>
  );

  const d = gstr3b.data;
  const gstr3bTab = (
    <>
      {gstr3b.isPending && <Skeleton active />}
      {gstr3b.isError && <Alert type="warning" showIcon title={errorMessage(gstr3b.error)} />}
      {gstr3bEmpty && <Empty description={noInvoices} />}
      {d && !gstr3bEmpty && (
        <>
          <ReturnTable
            heading="3.1 Outward supplies and inward supplies liable to reverse charge"
            label="GSTR-3B table 3.1"
            rows={d.outward}
            rowKey="code"
            columns={[
              { title: 'Nature of supplies', dataIndex: 'nature', render: (v: string, r) => `${r.code} ${v}` },
              amountColumn('Taxable value', 'taxableValue'),
              ...TAX_COLUMNS,
            ]}
          />
          <ReturnTable
            heading="3.2 Inter-state supplies to unregistered persons"
            label="GSTR-3B table 3.2"
            rows={d.interStateUnregistered}
            rowKey="stateCode"
            emptyText="None this month"
            columns={[{ title: 'Place of supply', dataIndex: 'placeOfSupply' }, amountColumn('Taxable value', 'taxableValue'), amountColumn('IGST', 'igst')]}
          />
          <ReturnTable
            heading="4 Eligible ITC"
            label="GSTR-3B table 4"
            rows={d.itc}
            rowKey="code"
            columns={[
              { title: 'Details', dataIndex: 'nature', render: (v: string, r) => `${r.code} ${v}` },
              ...TAX_COLUMNS,
            ]}
          />
          <ReturnTable
            heading="5 Exempt, nil-rated and non-GST inward supplies"
            label="GSTR-3B table 5"
            rows={d.exemptInward}
            rowKey="nature"
            columns={[{ title: 'Nature of supplies', dataIndex: 'nature' }, amountColumn('Inter-State', 'interState'), amountColumn('Intra-State', 'intraState')]}
          />
          <ReturnTable
            heading="6.1 Payment of tax"
            label="GSTR-3B table 6.1"
            rows={d.payment}
            rowKey="head"
            columns={[
              { title: 'Tax', dataIndex: 'head' },
              amountColumn('Payable', 'taxPayable'),
              amountColumn('Paid with IGST', 'paidWithIgst'),
              amountColumn('Paid with CGST', 'paidWithCgst'),
              amountColumn('Paid with SGST', 'paidWithSgst'),
              amountColumn('Paid with cess', 'paidWithCess'),
              amountColumn('Cash', 'paidInCash'),
            ]}
          />
          <Typography.Paragraph strong className="list-toolbar">Net tax payable in cash: {formatMoney(d.netPayable)}</Typography.Paragraph>
          <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'gstr3b'} disabled={busy !== null} onClick={() => void download('gstr3b')}>
            Download GSTR-3B JSON
          </Button>
        </>
      )}
    </>
  );

  return (
    <SidePanel open={open} title="GST returns" onClose={onClose} width={960}>
      <FeedbackBanner banner={banner} onClose={() => setBanner(null)} />
      <Form layout="vertical">
        <Form.Item label="Return period" required>
          <DatePicker
            picker="month"
            format="MMM YYYY"
            allowClear={false}
            value={month}
            onChange={(value) => value && setMonth(value)}
            disabledDate={(day) => day.isAfter(dayjs(), 'month')}
            aria-label="Return period"
            style={{ width: 200 }}
          />
        </Form.Item>
      </Form>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'gstr1', label: 'GSTR-1', children: gstr1Tab },
          { key: 'gstr3b', label: 'GSTR-3B', children: gstr3bTab },
        ]}
      />
    </SidePanel>
  );
}
