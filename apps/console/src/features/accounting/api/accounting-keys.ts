import type { PageRequest } from '../../../api';
import type { DateRange, RecordKind } from './accounting-types';

/**
 * Query keys for the accounting area. A posted record changes lists, history and every report, so saves
 * invalidate `records(kind)` and `reports()`; account and year edits invalidate their own roots.
 */
export const accountingKeys = {
  all: ['accounting'] as const,
  accounts: () => [...accountingKeys.all, 'accounts'] as const,
  accountList: (request: PageRequest) => [...accountingKeys.accounts(), 'list', request] as const,
  accountOptions: (subTypes: readonly string[]) => [...accountingKeys.accounts(), 'options', subTypes.join(',')] as const,
  categories: (kind: RecordKind) => [...accountingKeys.all, 'categories', kind] as const,
  categoryList: (kind: RecordKind, request: PageRequest) => [...accountingKeys.categories(kind), 'list', request] as const,
  categoryOptions: (kind: RecordKind) => [...accountingKeys.categories(kind), 'options'] as const,
  records: (kind: RecordKind) => [...accountingKeys.all, 'records', kind] as const,
  recordList: (kind: RecordKind, request: PageRequest) => [...accountingKeys.records(kind), 'list', request] as const,
  histories: () => [...accountingKeys.all, 'history'] as const,
  history: (module: string, referenceId: number) => [...accountingKeys.histories(), module, referenceId] as const,
  attachments: (module: string, referenceId: number) => [...accountingKeys.all, 'attachments', module, referenceId] as const,
  years: () => [...accountingKeys.all, 'years'] as const,
  yearList: (request: PageRequest) => [...accountingKeys.years(), 'list', request] as const,
  reports: () => [...accountingKeys.all, 'reports'] as const,
  dashboard: () => [...accountingKeys.reports(), 'dashboard'] as const,
  report: (name: 'trial-balance' | 'profit-and-loss' | 'balance-sheet', range: DateRange) => [...accountingKeys.reports(), name, range] as const,
  ledger: (accountId: number, range: DateRange, page: number) => [...accountingKeys.reports(), 'ledger', accountId, range, page] as const,
};
