import { BarChartOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';
import { PageFrame } from '../../../shared/page-frame';
import { AccountSummary } from '../components/account-summary';
import { ACCOUNT_PARENT } from './account-parent';
import '../accounting.css';

/** /account/dashboard (and /account/transactions, which the spec shows as the dashboard). */
export function AccountDashboardPage() {
  return (
    <PageFrame
      title="Account Dashboard"
      parent={ACCOUNT_PARENT}
      actions={<Link to="/account/reports"><Button icon={<BarChartOutlined />}>Reports</Button></Link>}
    >
      <AccountSummary />
    </PageFrame>
  );
}
