import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';
import { accountingKeys } from './accounting-keys';

/** GET /api/erp/transaction/history?referenceModule=&referenceId= (newest first). */
export function useHistoryQuery(referenceModule: string, referenceId: number | null) {
  return useQuery({
    queryKey: accountingKeys.history(referenceModule, referenceId ?? 0),
    queryFn: () => apiGet('/api/erp/transaction/history', { referenceModule, referenceId }),
    enabled: referenceId !== null,
  });
}
