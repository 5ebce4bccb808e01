import { useMutation } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiPost, mutationKey, resolvePath, type PageRequest } from '../../../api';
import { saveBlob } from '../../../shared/save-file';
import { inventoryKeys } from './inventory-keys';
import type { TransporterSaveRequest } from './inventory-types';
import { usePageQuery } from '../../../shared/use-page-query';

/** GET /api/erp/transporter: one page of saved transporters. */
export function useTransportersQuery(request: PageRequest, enabled = true) {
  return usePageQuery(inventoryKeys.transporterList(request), '/api/erp/transporter', request, { enabled });
}

/** POST /api/erp/transporter (id 0 creates). */
export function useSaveTransporterMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.transporter.save'),
    mutationFn: (transporter: TransporterSaveRequest) => apiPost('/api/erp/transporter', transporter),
  });
}

/** DELETE /api/erp/transporter?id= */
export function useDeleteTransporterMutation() {
  return useMutation({
    mutationKey: mutationKey('inventory.transporter.delete'),
    mutationFn: (id: number) => apiDelete('/api/erp/transporter', { id }),
  });
}

/** The transport an e-way bill is asked with: a saved transporter and/or the values typed (typed ones win). */
export interface EwayTransportInput {
  transporter?: number;
  transportMode?: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP';
  distanceKm?: number;
  vehicleNo?: string;
  transporterId?: string;
  transportDocNo?: string;
  transportDocDate?: string;
  force?: boolean;
}

/** GET /api/erp/stock/transfer/{id}/e-way-bill: the portal's bulk JSON of a transfer, saved by the browser. */
export async function downloadTransferEwayBill(transferId: number, transferNumber: string, input: EwayTransportInput): Promise<void> {
  const query = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined && v !== '' && v !== false).map(([k, v]) => [k, String(v)]));
  const blob = await apiBlob(resolvePath('/api/erp/stock/transfer/{id}/e-way-bill', { id: transferId }), query, { notifyOnError: false });
  saveBlob(blob, `EWB_${transferNumber.replace(/[^A-Za-z0-9-]+/g, '_')}.json`);
}
