import type { PageRequest } from '../../../api';

/** Query keys for personal profiles: invalidate `all` after a save. */
export const profileKeys = {
  all: ['personal-profiles'] as const,
  lists: () => [...profileKeys.all, 'list'] as const,
  list: (request: PageRequest) => [...profileKeys.lists(), request] as const,
  one: (id: number, reveal: boolean) => [...profileKeys.all, 'one', id, reveal] as const,
};
