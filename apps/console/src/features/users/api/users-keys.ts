import type { PageRequest } from '../../../api';

/** Query keys for the company's users. */
export const usersKeys = {
  all: ['users'] as const,
  list: (request: PageRequest) => [...usersKeys.all, 'list', request] as const,
};
