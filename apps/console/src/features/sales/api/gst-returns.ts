import { useQuery } from '@tanstack/react-query';
import { apiBlob, apiGet } from '../../../api';
import { saveBlob } from '../../../shared/save-file';
import { salesKeys } from './sales-keys';

/** GET /api/erp/gst-return/gstr1/summary: the month's GSTR-1 per table, shown before the download. */
export function useGstr1SummaryQuery(month: string, enabled: boolean) {
  return useQuery({
    queryKey: salesKeys.gstReturn('gstr1', month),
    queryFn: () => apiGet('/api/erp/gst-return/gstr1/summary', { month }, { notifyOnError: false }),
    enabled,
    retry: false,
  });
}

/** GET /api/erp/gst-return/gstr3b: the month's GSTR-3B tables. */
export function useGstr3bQuery(month: string, enabled: boolean) {
  return useQuery({
    queryKey: salesKeys.gstReturn('gstr3b', month),
    queryFn: () => apiGet('/api/erp/gst-return/gstr3b', { month }, { notifyOnError: false }),
    enabled,
    retry: false,
  });
}

/** GET /api/erp/gst-return/gstr3b?format=json: the portal's offline-utility JSON, saved by the browser. */
export async function downloadGstr3b(month: string): Promise<void> {
  const blob = await apiBlob('/api/erp/gst-return/gstr3b', { month, format: 'json' }, { notifyOnError: false });
  saveBlob(blob, `GSTR3B_${month.slice(5, 7)}${month.slice(0, 4)}.json`);
}
