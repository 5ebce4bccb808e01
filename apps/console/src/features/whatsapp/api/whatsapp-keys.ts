import type { PageRequest } from '../../../api';

/** Query keys for the WhatsApp inbox. */
export const whatsappKeys = {
  all: ['whatsapp'] as const,
  lists: () => [...whatsappKeys.all, 'list'] as const,
  list: (request: PageRequest) => [...whatsappKeys.lists(), request] as const,
};
