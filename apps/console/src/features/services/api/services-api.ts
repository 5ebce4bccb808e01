import type { BodyOf, Schemas } from '@bizdesk/api-client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiGet, apiPatch, apiPost, apiPut, mutationKey, resolvePath } from '../../../api';
import { servicesKeys } from './services-keys';

export type Service = Schemas['ServiceView'];
export type ApiKey = Schemas['ApiKeyView'];
export type HistoryEntry = Schemas['HistoryEntryView'];
export type Usage = Schemas['UsageView'];
export type SpendingAlertRequest = BodyOf<'/api/erp/subscription/spending-alert', 'put'>;
export type SubscribeRequest = BodyOf<'/api/erp/subscription'>;
export type ServiceUpdateRequest = BodyOf<'/api/erp/subscription/service', 'patch'>;
export type CreateApiKeyRequest = BodyOf<'/api/erp/subscription/api-key'>;
/** The spec's toggle sends the whole key with the flag flipped. */
export type ToggleApiKeyRequest = BodyOf<'/api/erp/subscription/api-key', 'patch'>;

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
  return useMutation({
    mutationKey: mutationKey('services.subscribe'),
    mutationFn: (body: SubscribeRequest) => apiPost('/api/erp/subscription', body),
  });
}

/** The provider's edit of a service's price and availability. */
export function useUpdateServiceMutation() {
  return useMutation({
    mutationKey: mutationKey('services.update'),
    mutationFn: (body: ServiceUpdateRequest) => apiPatch('/api/erp/subscription/service', { id: body.appId }, body),
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
  return useMutation({
    mutationKey: mutationKey('services.api-key.create'),
    mutationFn: (body: CreateApiKeyRequest) => apiPost('/api/erp/subscription/api-key', body),
  });
}

export function useRevealApiKeyMutation() {
  return useMutation({
    mutationKey: mutationKey('services.api-key.reveal'),
    mutationFn: (body: { id: number; password: string }) => apiPost('/api/erp/subscription/api-key/reveal', body),
  });
}

/** The spec's toggle: the whole key with its active flag flipped. */
export function useToggleApiKeyMutation() {
  return useMutation({
    mutationKey: mutationKey('services.api-key.toggle'),
    mutationFn: (key: ApiKey) => apiPatch('/api/erp/subscription/api-key', { id: key.id }, { ...key, active: !key.active } satisfies ToggleApiKeyRequest),
  });
}

/** A new key in place of one (the old one works 24 hours more); the answer carries the new key once. */
export function useRotateApiKeyMutation() {
  return useMutation({
    mutationKey: mutationKey('services.api-key.rotate'),
    mutationFn: (key: ApiKey) => apiPost(resolvePath('/api/erp/subscription/api-key/{id}/rotate', { id: key.id }), {}),
  });
}

/** The browser origins allowed to call /api/v1 with a key (CORS); replaces the list. */
export function useApiKeyOriginsMutation() {
  return useMutation({
    mutationKey: mutationKey('services.api-key.origins'),
    mutationFn: (body: { id: number; allowedOrigins: string[] }) =>
      apiPut(resolvePath('/api/erp/subscription/api-key/{id}/origins', { id: body.id }), { allowedOrigins: body.allowedOrigins }),
  });
}

/** The month's usage so far: per service and per key, billable and unbilled calls, the estimated bill. */
export function useUsageQuery(month = '') {
  return useQuery({
    queryKey: servicesKeys.usage(month),
    queryFn: () => apiGet('/api/erp/subscription/usage', month ? { month } : {}),
  });
}

/** Sets (rupees a month) or removes (null) the spending alert. */
export function useSpendingAlertMutation() {
  return useMutation({
    mutationKey: mutationKey('services.spending-alert'),
    mutationFn: (body: SpendingAlertRequest) => apiPut('/api/erp/subscription/spending-alert', body),
  });
}
