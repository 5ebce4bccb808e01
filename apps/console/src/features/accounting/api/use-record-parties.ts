import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { accountingKeys } from './accounting-keys';
import type { RecordKind } from './accounting-types';

/**
 * GET /api/erp/expense/suppliers or /api/erp/income/customers: the company's parties for the record forms and
 * filters. The accounting endpoints need no POS subscription (the parties screens do).
 */
export function useRecordPartiesQuery(kind: RecordKind, enabled = true) {
  return useQuery({
    queryKey: [...accountingKeys.records(kind), 'parties'] as const,
    queryFn: () => (kind === 'expense'
      ? apiGet('/api/erp/expense/suppliers')
      : apiGet('/api/erp/income/customers')),
    enabled,
  });
}
