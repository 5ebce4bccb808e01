import type { Schemas } from '@bizdesk/api-client';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../api';

export type ApiDocument = Schemas['ApiDocumentView'];

/** Query keys of the /developer page. */
export const apiDocKeys = {
  all: ['api-docs'] as const,
  list: () => [...apiDocKeys.all, 'list'] as const,
  one: (id: number) => [...apiDocKeys.all, 'one', id] as const,
};

/** Every document, for the left tabs (GET /api/erp/api-doc). */
export function useApiDocsQuery() {
  return useQuery({ queryKey: apiDocKeys.list(), queryFn: () => apiGet('/api/erp/api-doc'), staleTime: 5 * 60_000 });
}

/** The open document (GET /api/erp/api-doc/id?id=); shows the list's copy while it loads. */
export function useApiDocQuery(id: number | null, fromList: ApiDocument | undefined) {
  return useQuery({
    queryKey: apiDocKeys.one(id ?? 0),
    queryFn: () => apiGet('/api/erp/api-doc/id', { id: id ?? 0 }),
    enabled: id !== null,
    placeholderData: fromList,
    staleTime: 5 * 60_000,
  });
}
