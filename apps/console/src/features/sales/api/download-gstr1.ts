import { apiBlob } from '../../../api';
import { saveBlob } from '../../../shared/save-file';

export type Gstr1Format = 'json' | 'csv';

/** GET /api/erp/gst-return/gstr1: the month's GSTR-1 (offline tool JSON, or CSV), saved by the browser. */
export async function downloadGstr1(month: string, format: Gstr1Format): Promise<void> {
  const blob = await apiBlob('/api/erp/gst-return/gstr1', { month, format }, { notifyOnError: false });
  const period = `${month.slice(5, 7)}${month.slice(0, 4)}`;
  saveBlob(blob, `GSTR1_${period}.${format}`);
}
