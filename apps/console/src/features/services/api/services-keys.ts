/** Query keys of the Services page; what each write makes stale is in app/invalidation-map.ts. */
export const servicesKeys = {
  all: ['services'] as const,
  list: () => [...servicesKeys.all, 'list'] as const,
  history: (appId: number) => [...servicesKeys.all, 'history', appId] as const,
  keys: () => [...servicesKeys.all, 'api-keys'] as const,
  usage: (month: string) => [...servicesKeys.all, 'usage', month] as const,
  keyHistory: (apiKeyId: number) => [...servicesKeys.all, 'api-key-history', apiKeyId] as const,
};
