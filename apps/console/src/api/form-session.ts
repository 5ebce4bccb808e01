/**
 * One idempotency key per opened form (issue 9 item 1). While a side panel (or another form, e.g. the
 * POS cart) is open, every POST/PUT the request layer sends carries the form's key in the
 * `Idempotency-Key` header, so a double click on Submit, or a retry of a request whose answer was lost,
 * is answered by the API with the first result instead of creating a second record. After a write
 * succeeds the form gets a fresh key, so a deliberate second action in the same open panel (a second
 * payment) is its own request; a failed write keeps the key (the API did not keep it either).
 *
 * Forms open and close sessions; the innermost open one (the panel on top) is the current form.
 */
interface FormSession {
  key: string;
}

const open: FormSession[] = [];

function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Starts a form's session; returns the function that ends it (call it when the form closes). */
export function openFormSession(): () => void {
  const session: FormSession = { key: newKey() };
  open.push(session);
  return () => {
    const at = open.indexOf(session);
    if (at >= 0) open.splice(at, 1);
  };
}

/** The key for a write sent now, and the function to call once that write has succeeded. */
export function currentFormKey(): { key: string; succeeded: () => void } | null {
  const session = open.at(-1);
  if (!session) return null;
  const key = session.key;
  return {
    key,
    // Only the write that used the current key rotates it: a double click's second answer changes nothing.
    succeeded: () => {
      if (session.key === key) session.key = newKey();
    },
  };
}
