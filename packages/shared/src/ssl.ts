/**
 * SSL service rules shared by the API and the console: the domain pattern (spec 5), the www/non-www twin
 * rule, the TXT record name of a DNS-01 challenge and the constants of spec 9.
 */

export const SSL_MESSAGES = {
  domainRequired: 'Domain required',
  domainInvalid: 'Invalid domain format',
  termsRequired: 'Please accept the terms and conditions',
  certificateDomainRequired: 'Domain is required',
  csrRequired: 'CSR is required',
  revokeConfirm: 'Are you sure you want to revoke this certificate',
  downloadFailed: 'File download failed.',
} as const;

/** Suggested TTL of the TXT record (the lowest most DNS providers allow). */
export const SSL_TXT_TTL_SECONDS = 300;
/** How long "Copied" stays after a copy button is pressed. */
export const SSL_COPY_CONFIRMATION_MS = 3000;
export const SSL_TERMS_DATE = '02 April 2025';
export const SSL_DELETION_DAYS = 30;

/**
 * Optional subdomain labels, a name, and a top-level part of 2 to 6 letters. Labels are letters, digits
 * and inner hyphens, at most 63 characters; the whole name at most 253. Lower case is what is stored.
 */
const LABEL = '(?!-)[a-z0-9-]{1,63}(?<!-)';
const DOMAIN_PATTERN = new RegExp(`^(?:${LABEL}\\.)+[a-z]{2,6}$`);

export function normalizeDomain(input: string): string {
  return input.trim().replace(/\.$/, '').toLowerCase();
}

export function isValidDomain(input: string): boolean {
  const d = normalizeDomain(input);
  return d.length <= 253 && DOMAIN_PATTERN.test(d);
}

/**
 * The www/non-www twin offered by "also include": only for a name of two labels (example.com ->
 * www.example.com) or three starting with www (www.example.com -> example.com). Otherwise none.
 */
export function twinOf(domain: string): string | null {
  const d = normalizeDomain(domain);
  const labels = d.split('.');
  if (labels.length === 2) return `www.${d}`;
  if (labels.length === 3 && labels[0] === 'www') return labels.slice(1).join('.');
  return null;
}

/** The names a domain covers: itself, then its twin when chosen and one exists. */
export function domainNames(domain: string, coverWwwNonWww: boolean): string[] {
  const d = normalizeDomain(domain);
  const twin = coverWwwNonWww ? twinOf(d) : null;
  return twin ? [d, twin] : [d];
}

/** Where the DNS-01 TXT record for a name lives. */
export function challengeRecordName(name: string): string {
  return `_acme-challenge.${normalizeDomain(name)}`;
}

/** Certificate statuses; anything but ISSUED is shown in red and offers no action. */
export const CERTIFICATE_STATUSES = ['PENDING', 'ISSUED', 'FAILED', 'REVOKED', 'EXPIRED'] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];
