import { enumLabel } from '@bizdesk/shared';
import { Alert, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../api';
import { FeedbackBanner } from '../../../shared/feedback-banner';
import { Pager } from '../../../shared/pager';
import { formatDate } from '../../../shared/format';
import type { DateRange, Ledger, StatementSection, TrialBalance } from '../api/accounting-types';
import { useAccountOptionsQuery } from '../api/use-accounts';
import { LEDGER_PAGE_SIZE, useBalanceSheetQuery, useLedgerQuery, useProfitAndLossQuery, useTrialBalanceQuery } from '../api/use-reports';
import { Money, SidedMoney } from './money';
import { dateColumn } from '../../../shared/list-columns';

const money = (v: string) => <Money value={v} />;
const right = { align: 'right' as const };

export function TrialBalanceView({ range }: { range: DateRange }) {
  const tb = useTrialBalanceQuery(range);
  const columns: TableColumnsType<TrialBalance['rows'][number]> = [
    { title: 'Account', dataIndex: 'name' },
    { title: 'Type', key: 'type', render: (_, r) => `${enumLabel(r.accountSubType)} (${enumLabel(r.accountType)})` },
    { title: 'Opening', dataIndex: 'opening', ...right, render: money },
    { title: 'Debit', dataIndex: 'debit', ...right, render: money },
    { title: 'Credit', dataIndex: 'credit', ...right, render: money },
    { title: 'Closing Debit', dataIndex: 'closingDebit', ...right, render: money },
    { title: 'Closing Credit', dataIndex: 'closingCredit', ...right, render: money },
  ];
  if (tb.isError) return <FeedbackBanner banner={{ type: 'warning', text: errorMessage(tb.error) }} />;
  return (
    <>
      {tb.data ? (
        <Alert
          className="acc-note"
          type={tb.data.balanced ? 'success' : 'error'}
          showIcon
          title={tb.data.balanced ? 'Debits equal credits: the ledger balances.' : 'The trial balance does not balance.'}
        />
      ) : null}
      <Table
        className="acc-report-table"
        size="small"
        rowKey="accountId"
        loading={tb.isPending}
        columns={columns}
        dataSource={tb.data?.rows ?? []}
        pagination={false}
        locale={{ emptyText: 'No Record(s) Found.' }}
        scroll={{ x: 'max-content' }}
        summary={() =>
          tb.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>Total</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{money(tb.data.totals.debit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{money(tb.data.totals.credit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">{money(tb.data.totals.closingDebit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={6} align="right">{money(tb.data.totals.closingCredit)}</Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
    </>
  );
}

function StatementRows({ section, negate = false }: { section: StatementSection; negate?: boolean }) {
  return (
    <>
      <tr className="acc-statement__head"><td>{section.title}</td><td /></tr>
      {section.lines.length === 0 ? <tr><td><Typography.Text type="secondary">None</Typography.Text></td><td /></tr> : null}
      {section.lines.map((l) => (
        <tr key={`${section.title}-${l.accountId}-${l.name}`}><td style={{ paddingLeft: 24 }}>{l.name}</td><td>{money(negate ? `-${l.amount}` : l.amount)}</td></tr>
      ))}
      <tr className="acc-statement__total"><td>Total {section.title}</td><td>{money(section.total)}</td></tr>
    </>
  );
}

export function ProfitAndLossView({ range }: { range: DateRange }) {
  const pl = useProfitAndLossQuery(range);
  if (pl.isError) return <FeedbackBanner banner={{ type: 'warning', text: errorMessage(pl.error) }} />;
  if (!pl.data) return <Typography.Text type="secondary">Please wait...</Typography.Text>;
  const profit = !pl.data.netProfit.startsWith('-');
  const gross = !pl.data.grossProfit.startsWith('-');
  // A trading account (issue 27): Sales net of credit notes less the cost of the goods sold is the gross profit;
  // other income and expenses then give the net profit.
  return (
    <table className="acc-statement">
      <tbody>
        <StatementRows section={pl.data.sales} />
        <StatementRows section={pl.data.costOfGoodsSold} />
        <tr className="acc-statement__total">
          <td>{gross ? 'Gross Profit' : 'Gross Loss'}</td>
          <td><Money value={pl.data.grossProfit} strong /></td>
        </tr>
        <StatementRows section={pl.data.otherIncome} />
        <StatementRows section={pl.data.otherExpenses} />
        <tr className="acc-statement__total">
          <td>{profit ? 'Net Profit' : 'Net Loss'}</td>
          <td><Money value={pl.data.netProfit} strong /></td>
        </tr>
      </tbody>
    </table>
  );
}

export function BalanceSheetView({ range }: { range: DateRange }) {
  const bs = useBalanceSheetQuery(range);
  if (bs.isError) return <FeedbackBanner banner={{ type: 'warning', text: errorMessage(bs.error) }} />;
  if (!bs.data) return <Typography.Text type="secondary">Please wait...</Typography.Text>;
  return (
    <>
      <Typography.Paragraph type="secondary">
        As on {formatDate(bs.data.asOnDate)} {bs.data.balanced ? <Tag color="green">Balanced</Tag> : <Tag color="red">Not balanced</Tag>}
      </Typography.Paragraph>
      <table className="acc-statement">
        <tbody>
          <StatementRows section={bs.data.assets} />
          <StatementRows section={bs.data.liabilities} />
          <StatementRows section={bs.data.equity} />
          <tr className="acc-statement__total"><td>Total Liabilities and Equity</td><td>{money(bs.data.totalLiabilitiesAndEquity)}</td></tr>
        </tbody>
      </table>
    </>
  );
}

export function LedgerView({ range }: { range: DateRange }) {
  const accounts = useAccountOptionsQuery();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const chosen = accountId ?? accounts.data?.find((a) => a.accountSubType === 'CASH')?.id ?? null;
  const ledger = useLedgerQuery(chosen, range, page);
  const options = useMemo(() => (accounts.data ?? []).map((a) => ({ value: a.id, label: `${a.name} (${enumLabel(a.accountSubType)})` })), [accounts.data]);
  const columns: TableColumnsType<Ledger['entries'][number]> = [
    dateColumn('Date', 'date'),
    {
      title: 'Particulars',
      key: 'particulars',
      render: (_, e) => (
        <div className="acc-cell-stack">
          <Typography.Text>{e.counterAccounts || e.referenceModule}</Typography.Text>
          <Typography.Text type="secondary" className="acc-sub">{e.remark}</Typography.Text>
        </div>
      ),
    },
    { title: 'Group Transaction', dataIndex: 'groupTransactionId', render: (g: string) => <span className="acc-code">{g}</span> },
    { title: 'Debit', dataIndex: 'debit', ...right, render: (v: string) => (Number(v) ? money(v) : '') },
    { title: 'Credit', dataIndex: 'credit', ...right, render: (v: string) => (Number(v) ? money(v) : '') },
    { title: 'Balance', key: 'balance', ...right, render: (_, e) => <SidedMoney balance={e.balance} side={e.side} /> },
  ];
  return (
    <>
      <Select
        aria-label="Account"
        style={{ minWidth: 320, marginBottom: 12 }}
        placeholder="Select an account"
        value={chosen ?? undefined}
        options={options}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(v: number) => { setAccountId(v); setPage(0); }}
      />
      {ledger.isError ? <FeedbackBanner banner={{ type: 'warning', text: errorMessage(ledger.error) }} /> : null}
      {ledger.data ? (
        <Typography.Paragraph>
          Opening balance <SidedMoney {...ledger.data.opening} /> · Closing balance <strong><SidedMoney {...ledger.data.closing} /></strong>
        </Typography.Paragraph>
      ) : null}
      <Table
        className="acc-report-table"
        size="small"
        rowKey={(e) => `${e.groupTransactionId}-${e.debit}-${e.credit}-${e.balance}`}
        loading={ledger.isFetching}
        columns={columns}
        dataSource={ledger.data?.entries ?? []}
        pagination={false}
        locale={{ emptyText: 'No Record(s) Found.' }}
        scroll={{ x: 'max-content' }}
        summary={() =>
          ledger.data ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>Total for the period</Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">{money(ledger.data.totals.debit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">{money(ledger.data.totals.credit)}</Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right"><SidedMoney {...ledger.data.closing} /></Table.Summary.Cell>
            </Table.Summary.Row>
          ) : null
        }
      />
      {ledger.data ? (
        <Pager page={page} totalPages={ledger.data.totalPages} totalRecords={ledger.data.totalRecords} size={LEDGER_PAGE_SIZE} onChange={setPage} />
      ) : null}
    </>
  );
}
