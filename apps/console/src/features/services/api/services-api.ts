import type { BodyOf, Schemas } from '@bizdesk/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost } from '../../../api';

export type Service = Schemas['ServiceView'];
export type ApiKey = Schemas['ApiKeyView'];
export type HistoryEntry = Schemas['HistoryEntryView'];
export type SubscribeRequest = BodyOf<'/api/erp/subscription'>;
export type ServiceUpdateRequest = BodyOf<'/api/erp/subscription/service', 'patch'>;
export type CreateApiKeyRequest = BodyOf<'/api/erp/subscription/api-key'>;
/** The spec's toggle sends the whole key with the flag flipped. */
export type ToggleApiKeyRequest = BodyOf<'/api/erp/subscription/api-key', 'patch'>;

/** Query keys of the Services page; a toggle invalidates its own list and history. */
export const servicesKeys = {
  all: ['services'] as const,
  list: () => [...servicesKeys.all, 'list'] as const,
  history: (appId: number) => [...servicesKeys.all, 'history', appId] as const,
  keys: () => [...servicesKeys.all, 'api-keys'] as const,
  keyHistory: (apiKeyId: number) => [...servicesKeys.all, 'api-key-history', apiKeyId] as const,
};

export function useServicesQuery() {
  return useQuery({ queryKey: servicesKeys.list(), queryFn: () => apiGet('/api/erp/subscription') });
}

export function useSubscriptionHistoryQuery(appId: number | null) {
  return useQuery({
    queryKey: servicesKeys.history(appId ?? 0),
    queryFn: () => apiGet('/api/erp/subscription/history', { appId: appId ?? 0 }),
    enabled: appId !== null,
  });
}

export function useSubscribeMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SubscribeRequest) => apiPost('/api/erp/subscription', body),
    onSettled: () => qc.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}

/** The provider's edit of a service's price and availability. */
export function useUpdateServiceMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceUpdateRequest) => apiPatch('/api/erp/subscription/service', { id: body.appId }, body),
    onSettled: () => qc.invalidateQueries({ queryKey: servicesKeys.list() }),
  });
}

export function useApiKeysQuery() {
  return useQuery({ queryKey: servicesKeys.keys(), queryFn: () => apiGet('/api/erp/subscription/api-keys') });
}

export function useApiKeyHistoryQuery(apiKeyId: number | null) {
  return useQuery({
    queryKey: servicesKeys.keyHistory(apiKeyId ?? 0),
    queryFn: () => apiGet('/api/erp/subscription/history-api-key', { apiKeyId: apiKeyId ?? 0 }),
    enabled: apiKeyId !== null,
  });
}

export function useCreateApiKeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => apiPost('/api/erp/subscription/api-key', body),
    onSettled: () => qc.invalidateQueries({ queryKey: servicesKeys.keys() }),
  });
}

export function useRevealApiKeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost('/api/erp/subscription/api-key/reveal', { id }),
    onSettled: (_d, _e, id) => qc.invalidateQueries({ queryKey: servicesKeys.keyHistory(id) }),
  });
}

/** The spec's toggle: the whole key with its active flag flipped. */
export function useToggleApiKeyMutation() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (key: ApiKey) => apiPatch('/api/erp/subscription/api-key', { id: key.id }, { ...key, active: !key.active } satisfies ToggleApiKeyRequest),
    onSettled: () => qc.invalidateQueries({ queryKey: servicesKeys.all }),
  });
}
