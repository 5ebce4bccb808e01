/**
 * UPI: the virtual payment address (VPA) a seller prints on invoices, and the `upi://pay` link its QR code carries
 * (NPCI's deep-link parameters: pa payee address, pn payee name, am amount, tn note, cu currency).
 */

/** `name@handle`: 2 to 256 of letters, digits, dot, hyphen, underscore; a handle of letters and digits starting with a letter. */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{2,63}$/;

export function isValidUpiId(value: unknown): value is string {
  return typeof value === 'string' && UPI_ID_PATTERN.test(value);
}

export interface UpiPayment {
  upiId: string;
  payeeName: string;
  /** Rupees with 2 decimals ("354.00"). */
  amount: string;
  /** The note shown to the payer: the invoice number. */
  note: string;
}

/** The link a UPI app opens to pay `amount` to `upiId`: `upi://pay?pa=...&pn=...&am=...&tn=...&cu=INR`. */
export function upiPayUri(p: UpiPayment): string {
  const q = [
    ['pa', p.upiId],
    ['pn', p.payeeName],
    ['am', p.amount],
    ['tn', p.note],
    ['cu', 'INR'],
  ].map(([k, v]) => `${k}=${encodeURIComponent(v)}`);
  return `upi://pay?${q.join('&')}`;
}
