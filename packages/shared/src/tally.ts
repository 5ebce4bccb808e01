/**
 * The books as a Tally XML import (Tally Prime / ERP 9: ENVELOPE > HEADER (Import Data) > BODY > IMPORTDATA >
 * REQUESTDATA > TALLYMESSAGE): one ledger per account and party (parties with GSTIN, registration type and state),
 * then one voucher per journal with its ledger entries. Tally signs amounts: a debit is negative with
 * ISDEEMEDPOSITIVE Yes, a credit positive with No; dates are yyyyMMdd.
 */
export interface TallyLedger {
  name: string;
  /** A Tally predefined group, e.g. "Sundry Debtors", "Duties & Taxes". */
  parent: string;
  gstin?: string | null;
  stateName?: string | null;
  /** Regular, Composition or Unregistered (parties only). */
  registrationType?: string | null;
}

export interface TallyVoucher {
  /** Tally voucher type: Sales, Purchase, Receipt, Payment, Credit Note, Journal. */
  type: string;
  /** yyyy-MM-dd */
  date: string;
  number: string;
  narration: string;
  lines: { ledger: string; debitPaise: number; creditPaise: number }[];
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const xmlEscape = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
const amount = (paise: number) => (paise / 100).toFixed(2);

/** The Tally group of a chart-of-accounts account (by type and sub-type, purchases by system code). */
export function tallyGroup(accountType: string, subType: string, systemCode: string | null): string {
  if (systemCode === 'PURCHASES') return 'Purchase Accounts';
  switch (subType) {
    case 'CASH': return 'Cash-in-Hand';
    case 'BANK': return 'Bank Accounts';
    case 'RECEIVABLE': return 'Sundry Debtors';
    case 'PAYABLE': return 'Sundry Creditors';
    case 'TAX': return 'Duties & Taxes';
    case 'SALES': return 'Sales Accounts';
    case 'OWNER_CAPITAL': case 'DRAWINGS': return 'Capital Account';
    case 'LOAN': return 'Loans (Liability)';
    default: break;
  }
  switch (accountType) {
    case 'ASSET': return 'Current Assets';
    case 'LIABILITY': return 'Current Liabilities';
    case 'EQUITY': return 'Capital Account';
    case 'INCOME': return 'Indirect Incomes';
    default: return 'Indirect Expenses';
  }
}

/** The voucher type of a journal by the module that posted it (any other module: Journal). */
export const TALLY_VOUCHER_TYPES: Readonly<Record<string, string>> = {
  SALE: 'Sales', PURCHASE: 'Purchase', CUSTOMER_RECEIPT: 'Receipt', INCOME: 'Receipt', PURCHASE_PAYMENT: 'Payment',
  SUPPLIER_OPENING_PAYMENT: 'Payment', EXPENSE: 'Payment', CREDIT_NOTE: 'Credit Note',
};

export function tallyVoucherType(referenceModule: string): string {
  return TALLY_VOUCHER_TYPES[referenceModule] ?? 'Journal';
}

function ledgerXml(l: TallyLedger): string {
  const name = xmlEscape(l.name);
  const gst = l.registrationType
    ? `<GSTREGISTRATIONTYPE>${xmlEscape(l.registrationType)}</GSTREGISTRATIONTYPE>${l.gstin ? `<PARTYGSTIN>${xmlEscape(l.gstin)}</PARTYGSTIN>` : ''}`
      + `${l.stateName ? `<LEDSTATENAME>${xmlEscape(l.stateName)}</LEDSTATENAME><COUNTRYNAME>India</COUNTRYNAME>` : ''}`
    : '';
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${name}" ACTION="Create"><NAME.LIST><NAME>${name}</NAME></NAME.LIST>`
    + `<PARENT>${xmlEscape(l.parent)}</PARENT>${gst}<ISBILLWISEON>No</ISBILLWISEON></LEDGER></TALLYMESSAGE>`;
}

function voucherXml(v: TallyVoucher): string {
  const entries = v.lines.filter((l) => l.debitPaise !== 0 || l.creditPaise !== 0).map((l) => {
    const debit = l.debitPaise - l.creditPaise > 0;
    const value = l.debitPaise - l.creditPaise;
    return `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${xmlEscape(l.ledger)}</LEDGERNAME><ISDEEMEDPOSITIVE>${debit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>`
      + `<AMOUNT>${amount(-value)}</AMOUNT></ALLLEDGERENTRIES.LIST>`;
  }).join('');
  const date = v.date.replace(/-/g, '');
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${xmlEscape(v.type)}" ACTION="Create"><DATE>${date}</DATE>`
    + `<VOUCHERTYPENAME>${xmlEscape(v.type)}</VOUCHERTYPENAME><VOUCHERNUMBER>${xmlEscape(v.number)}</VOUCHERNUMBER>`
    + `<NARRATION>${xmlEscape(v.narration)}</NARRATION><EFFECTIVEDATE>${date}</EFFECTIVEDATE>${entries}</VOUCHER></TALLYMESSAGE>`;
}

/** Vouchers may come rendered already (a TALLYMESSAGE string: the API renders a period's vouchers in SQL). */
export function buildTallyXml(input: { ledgers: TallyLedger[]; vouchers: (TallyVoucher | string)[] }): string {
  return '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>'
    + '<REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>\n'
    + input.ledgers.map(ledgerXml).join('\n') + '\n'
    + input.vouchers.map((v) => (typeof v === 'string' ? v : voucherXml(v))).join('\n')
    + '\n</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n';
}
