import type { PageRequest } from '../../../api';

/** Query keys of the SSL service; a verification or certificate change invalidates `all`. */
export const sslKeys = {
  all: ['ssl'] as const,
  domains: () => [...sslKeys.all, 'domains'] as const,
  domainList: (request: PageRequest) => [...sslKeys.domains(), 'list', request] as const,
  verifiedOptions: () => [...sslKeys.domains(), 'verified'] as const,
  details: (domainId: number) => [...sslKeys.domains(), 'details', domainId] as const,
  certificates: () => [...sslKeys.all, 'certificates'] as const,
  certificateList: (request: PageRequest) => [...sslKeys.certificates(), 'list', request] as const,
  dashboard: () => [...sslKeys.all, 'dashboard'] as const,
};
