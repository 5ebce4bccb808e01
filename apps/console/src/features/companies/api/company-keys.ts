import type { PageRequest } from '../../../api';

/** Query keys for companies: invalidate `lists()` after a save, `profile()` after a profile edit. */
export const companyKeys = {
  all: ['companies'] as const,
  lists: () => [...companyKeys.all, 'list'] as const,
  list: (request: PageRequest) => [...companyKeys.lists(), request] as const,
  profile: () => [...companyKeys.all, 'profile'] as const,
};
