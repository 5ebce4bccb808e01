import { DatePicker, Flex, Select } from 'antd';
import dayjs from 'dayjs';
import { MONEY_ACCOUNT_SUB_TYPES, type RecordFilters, type RecordKind } from '../api/accounting-types';
import { useAccountOptionsQuery } from '../api/use-accounts';
import { useRecordPartiesQuery } from '../api/use-record-parties';
import { useCategoryOptionsQuery } from '../api/use-categories';

const LABELS: Record<RecordKind, { account: string; party: string }> = {
  expense: { account: 'Paid from', party: 'Supplier' },
  income: { account: 'Received into', party: 'Customer' },
};

export interface RecordFiltersBarProps {
  kind: RecordKind;
  value: RecordFilters;
  onChange: (filters: RecordFilters) => void;
}

/** Date range, category, account and party filters of the Expenses / Income list (the API filters; totals follow). */
export function RecordFiltersBar({ kind, value, onChange }: RecordFiltersBarProps) {
  const labels = LABELS[kind];
  const categories = useCategoryOptionsQuery(kind);
  const accounts = useAccountOptionsQuery(MONEY_ACCOUNT_SUB_TYPES[kind]);
  const parties = useRecordPartiesQuery(kind);
  const range = value.fromDate && value.toDate ? ([dayjs(value.fromDate), dayjs(value.toDate)] as const) : null;

  return (
    <Flex className="acc-filters" wrap gap="small" role="group" aria-label="Filters">
      <DatePicker.RangePicker
        aria-label="Date range"
        format="DD MMM YYYY"
        value={range ? [range[0], range[1]] : null}
        placeholder={['From date', 'To date']}
        onChange={(dates) => onChange({
          ...value,
          fromDate: dates?.[0]?.format('YYYY-MM-DD') ?? undefined,
          toDate: dates?.[1]?.format('YYYY-MM-DD') ?? undefined,
        })}
      />
      <Select
        aria-label="Filter by category"
        placeholder="All categories"
        allowClear
        style={{ minWidth: 180 }}
        value={value.categoryId}
        loading={categories.isPending}
        options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(categoryId?: number) => onChange({ ...value, categoryId })}
      />
      <Select
        aria-label={`Filter by account (${labels.account})`}
        placeholder={`${labels.account}: all accounts`}
        allowClear
        style={{ minWidth: 200 }}
        value={value.accountId}
        loading={accounts.isPending}
        options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(accountId?: number) => onChange({ ...value, accountId })}
      />
      <Select
        aria-label={`Filter by ${labels.party.toLowerCase()}`}
        placeholder={`All ${labels.party.toLowerCase()}s`}
        allowClear
        style={{ minWidth: 180 }}
        value={value.partyId}
        loading={parties.isPending}
        options={(parties.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        showSearch={{ optionFilterProp: 'label' }}
        onChange={(partyId?: number) => onChange({ ...value, partyId })}
      />
    </Flex>
  );
}
