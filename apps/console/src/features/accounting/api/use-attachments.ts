import { useMutation, useQuery } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiGet, apiPost, mutationKey, toFormData } from '../../../api';
import { accountingKeys } from './accounting-keys';
import type { Attachment } from './accounting-types';

export type AttachmentModule = 'INCOME' | 'EXPENSE';

/** Same limits as the server: 5 MB, PDF / PNG / JPEG / WebP. */
export const ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';

/** GET /api/erp/attachment?module=&referenceId= */
export function useAttachmentsQuery(module: AttachmentModule, referenceId: number | null) {
  return useQuery({
    queryKey: accountingKeys.attachments(module, referenceId ?? 0),
    queryFn: () => apiGet('/api/erp/attachment', { module, referenceId }),
    enabled: referenceId !== null,
  });
}

/** POST /api/erp/attachment (multipart: module, referenceId, file). */
export function useUploadAttachmentMutation(module: AttachmentModule, referenceId: number) {
  return useMutation({
    mutationKey: mutationKey('accounting.attachment.upload', module, referenceId),
    mutationFn: (file: File) => apiPost('/api/erp/attachment', toFormData({ module, referenceId, file })),
  });
}

/** DELETE /api/erp/attachment?id= */
export function useDeleteAttachmentMutation(module: AttachmentModule, referenceId: number) {
  return useMutation({
    mutationKey: mutationKey('accounting.attachment.delete', module, referenceId),
    mutationFn: (id: number) => apiDelete('/api/erp/attachment', { id }),
  });
}

/** Downloads a file through the authenticated client and hands it to the browser under its own name. */
export async function downloadAttachment(attachment: Attachment): Promise<void> {
  const blob = await apiBlob('/api/erp/attachment/download', { id: attachment.id });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachment.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
