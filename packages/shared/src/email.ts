/**
 * E-mail check, RFC 5321/5322-lite: a dot-atom local part (no quoted strings, no leading,
 * trailing or double dots, at most 64 characters) and a DNS domain of at least two labels
 * with an alphabetic top-level label (no IP literals). Total at most 254 characters.
 */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL_LABEL = /^[A-Za-z]{2,63}$/;

export function isValidEmail(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 254) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (local.length > 64 || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  return TOP_LEVEL_LABEL.test(labels[labels.length - 1]);
}

/** Lower-cases and trims; e-mail addresses are compared case-insensitively here. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * Keeps the first character of the local part and the whole domain:
 * "john.doe@example.com" -> "j*******@example.com". Without an '@', all but the first
 * character is masked.
 */
export function maskEmail(value: string | null | undefined): string {
  if (!value) return '';
  const text = value.trim();
  const at = text.lastIndexOf('@');
  if (at < 0) return text.slice(0, 1) + '*'.repeat(Math.max(0, text.length - 1));
  const local = text.slice(0, at);
  return local.slice(0, 1) + '*'.repeat(Math.max(0, local.length - 1)) + text.slice(at);
}
