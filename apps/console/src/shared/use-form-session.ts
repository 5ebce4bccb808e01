import { useEffect } from 'react';
import { openFormSession } from '../api/form-session';

/**
 * While `active`, writes carry one idempotency key for this form (api/form-session.ts): a double click
 * on Submit creates one record. Side panels use it; so can a form that is not in a panel (the POS cart).
 */
export function useFormSession(active: boolean): void {
  useEffect(() => (active ? openFormSession() : undefined), [active]);
}
