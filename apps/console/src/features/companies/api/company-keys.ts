import type { PageRequest } from '../../../api';

/** Query keys for companies: invalidate `lists()` after a save, `profile()` after a profile edit. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (request: PageRequest, status?: string) => [...companyKeys.lists(), request, status ?? 'ALL'] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
};
