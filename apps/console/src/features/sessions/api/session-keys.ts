/** Query keys for the signed-in user's sessions (GET /api/auth/sessions). */
export const sessionKeys = {
  all: ['sessions'] as const,
  mine: () => [...sessionKeys.all, 'mine'] as const,
};
