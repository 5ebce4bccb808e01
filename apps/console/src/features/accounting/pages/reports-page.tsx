import { indianFinancialYear } from '@bizdesk/shared';
import { Card, DatePicker, Flex, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useUrlState } from '../../../shared/use-url-state';
import { PageFrame } from '../../../shared/page-frame';
import type { DateRange } from '../api/accounting-types';
import { AccountSummary } from '../components/account-summary';
import { BalanceSheetView, LedgerView, ProfitAndLossView, TrialBalanceView } from '../components/report-views';
import { ACCOUNT_PARENT } from './account-parent';
import '../accounting.css';

/** /account/reports: the dashboard figures, then trial balance, profit and loss, balance sheet and ledgers for a range. */
export function ReportsPage() {
  const fy = indianFinancialYear(new Date());
  const [range, setRange] = useState<DateRange>({ fromDate: fy.startDate, toDate: fy.endDate });
  const [tab, setTab] = useUrlState<string>('tab', 'trial-balance');

  return (
    <PageFrame title="Reports" parent={ACCOUNT_PARENT}>
      <AccountSummary compact />
      <Card style={{ marginTop: 16 }}>
        <Flex align="center" gap="small" wrap style={{ marginBottom: 12 }}>
          <Typography.Text strong>Period</Typography.Text>
          <DatePicker.RangePicker
            aria-label="Period"
            format="DD MMM YYYY"
            allowClear={false}
            value={[dayjs(range.fromDate), dayjs(range.toDate)]}
            onChange={(values) => {
              if (values?.[0] && values[1]) setRange({ fromDate: values[0].format('YYYY-MM-DD'), toDate: values[1].format('YYYY-MM-DD') });
            }}
          />
        </Flex>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          destroyOnHidden
          items={[
            { key: 'trial-balance', label: 'Trial Balance', children: <TrialBalanceView range={range} /> },
            { key: 'profit-and-loss', label: 'Profit & Loss', children: <ProfitAndLossView range={range} /> },
            { key: 'balance-sheet', label: 'Balance Sheet', children: <BalanceSheetView range={range} /> },
            { key: 'ledger', label: 'Account Ledger', children: <LedgerView range={range} /> },
          ]}
        />
      </Card>
    </PageFrame>
  );
}
