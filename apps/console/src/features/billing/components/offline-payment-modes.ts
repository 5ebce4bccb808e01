/** The offline payment modes the provider records (the API's OFFLINE_PAYMENT_MODES), as people say them. */
export const OFFLINE_PAYMENT_MODE_LABELS: Record<string, string> = {
  BANK_TRANSFER: 'Bank transfer (NEFT/RTGS/IMPS)',
  UPI: 'UPI',
  CHEQUE: 'Cheque',
};
