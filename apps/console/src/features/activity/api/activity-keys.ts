/** Query keys for the company's activity log (GET /api/erp/audit-log). */
export const activityKeys = {
  all: ['activity'] as const,
  page: (filter: object) => [...activityKeys.all, 'page', filter] as const,
  users: () => [...activityKeys.all, 'users'] as const,
};
