import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBlob, apiDelete, apiGet, apiPost, toFormData } from '../../../api';
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

function useInvalidateAttachments(module: AttachmentModule, referenceId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: accountingKeys.attachments(module, referenceId) });
    void queryClient.invalidateQueries({ queryKey: accountingKeys.records(module === 'EXPENSE' ? 'expense' : 'income') });
  };
}

/** POST /api/erp/attachment (multipart: module, referenceId, file). */
export function useUploadAttachmentMutation(module: AttachmentModule, referenceId: number) {
  const invalidate = useInvalidateAttachments(module, referenceId);
  return useMutation({
    mutationFn: (file: File) => apiPost('/api/erp/attachment', toFormData({ module, referenceId, file })),
    onSuccess: invalidate,
  });
}

/** DELETE /api/erp/attachment?id= */
export function useDeleteAttachmentMutation(module: AttachmentModule, referenceId: number) {
  const invalidate = useInvalidateAttachments(module, referenceId);
  return useMutation({
    mutationFn: (id: number) => apiDelete('/api/erp/attachment', { id }),
    onSuccess: invalidate,
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
