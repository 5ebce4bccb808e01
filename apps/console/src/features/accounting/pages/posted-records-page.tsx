import { Tabs } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import { PageFrame } from '../../../shared/page-frame';
import type { RecordKind } from '../api/accounting-types';
import { CategoriesTab } from '../components/categories-tab';
import { RecordsTab } from '../components/records-tab';
import { ACCOUNT_PARENT } from './account-parent';
import { tabKeyOf } from './tab-key';
import '../accounting.css';


const SCREENS: Record<RecordKind, { title: string; recordsKey: string; recordsLabel: string; recognised: string[] }> = {
  // Spec 2.10: ?expenses or ?categories.
  expense: { title: 'Expense', recordsKey: 'expenses', recordsLabel: 'Expenses', recognised: ['expenses'] },
  // Spec 2.11: income or categories; the expenses key is recognised too (it shows the income list).
  income: { title: 'Income', recordsKey: 'income', recordsLabel: 'Income', recognised: ['income', 'expenses'] },
};

/** /account/EXPENSE and /account/income: two tabs, records and categories, following the query string. */
export function PostedRecordsPage({ kind }: { kind: RecordKind }) {
  const screen = SCREENS[kind];
  const location = useLocation();
  const navigate = useNavigate();
  const active = tabKeyOf(location.search, ['categories']) ? 'categories' : screen.recordsKey;

  return (
    <PageFrame title={screen.title} parent={ACCOUNT_PARENT}>
      <Tabs
        className="acc-tabs"
        activeKey={active}
        onChange={(key) => navigate({ pathname: location.pathname, search: `?${key}` })}
        destroyOnHidden
        items={[
          { key: screen.recordsKey, label: screen.recordsLabel, children: <RecordsTab kind={kind} /> },
          { key: 'categories', label: 'Categories', children: <CategoriesTab kind={kind} /> },
        ]}
      />
    </PageFrame>
  );
}

export function ExpensesPage() {
  return <PostedRecordsPage kind="expense" />;
}

export function IncomePage() {
  return <PostedRecordsPage kind="income" />;
}
