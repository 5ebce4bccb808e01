import type { Schemas } from '@bizdesk/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet, toPageQuery, type PageRequest } from '../../../api';
import { whatsappKeys } from './whatsapp-keys';

export type WhatsappMessage = Schemas['WhatsappMessageView'];

/** How often the open inbox asks for new messages (only while the tab is visible). */
export const INBOX_POLL_MS = 5000;

/** GET /api/erp/webhook/whatsapp, polled so new messages appear without a reload. */
export function useWhatsappMessagesQuery(request: PageRequest) {
  return useQuery({
    queryKey: whatsappKeys.list(request),
    queryFn: () => apiGet('/api/erp/webhook/whatsapp', toPageQuery(request), { notifyOnError: false }),
    placeholderData: keepPreviousData,
    refetchInterval: INBOX_POLL_MS,
    refetchIntervalInBackground: false,
  });
}
