/** Days of leave as people say them: 1 day, 2.5 days. */
export function formatDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The states of an application and their tag colours. */
export const STATE_LABELS = {
  PENDING: { label: 'Pending', color: 'gold' },
  APPROVED: { label: 'Approved', color: 'green' },
  REJECTED: { label: 'Rejected', color: 'red' },
  CANCELLED: { label: 'Cancelled', color: 'default' },
} as const;
