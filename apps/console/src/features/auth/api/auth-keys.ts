/** Query keys for /api/auth reads. */
export const authKeys = {
  all: ['auth'] as const,
  captcha: () => [...authKeys.all, 'captcha'] as const,
  resetToken: (token: string) => [...authKeys.all, 'reset-token', token] as const,
};
