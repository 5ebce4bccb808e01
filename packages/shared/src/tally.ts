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
const SPECIAL = /[&<>"']/;
/** Text as XML character data or an attribute value (a string with nothing to escape is returned as it is). */
export const xmlEscape = (value: string) => (SPECIAL.test(value) ? value.replace(/[&<>"']/g, (c) => ESCAPES[c]) : value);
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
  const entries = v.lines.filter((l) => l.debitPaise !== 0 || l.creditPaise !== 0)
    .map((l) => tallyEntryXml(tallyEntryHead(l.ledger), amount(l.creditPaise - l.debitPaise))).join('');
  return tallyVoucherOpen(v.type, v.date.replace(/-/g, ''), v.number, v.narration) + entries + TALLY_VOUCHER_CLOSE;
}

/*
 * A voucher in pieces, for a renderer that reads a period's journals as compact rows (the API: one row per journal,
 * its entries as ledger and amount) and writes the file voucher by voucher without an object per entry.
 */
/** The voucher's opening up to its first entry: type, date (yyyyMMdd), number and narration, escaped here. */
export function tallyVoucherOpen(type: string, date: string, number: string, narration: string): string {
  const vchType = xmlEscape(type);
  return `<TALLYMESSAGE xmlns:UDF="TallyUDF"><VOUCHER VCHTYPE="${vchType}" ACTION="Create"><DATE>${date}</DATE>`
    + `<VOUCHERTYPENAME>${vchType}</VOUCHERTYPENAME><VOUCHERNUMBER>${xmlEscape(number)}</VOUCHERNUMBER>`
    + `<NARRATION>${xmlEscape(narration)}</NARRATION><EFFECTIVEDATE>${date}</EFFECTIVEDATE>`;
}

/** An entry's start up to its sign, for a ledger (computed once per ledger by a renderer of many vouchers). */
export const tallyEntryHead = (ledger: string) => `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${xmlEscape(ledger)}</LEDGERNAME><ISDEEMEDPOSITIVE>`;

/** One entry: `amount` is Tally's signed rupees with 2 decimals (credit - debit: a debit is negative, deemed positive). */
export const tallyEntryXml = (head: string, amount: string) =>
  `${head}${amount.startsWith('-') ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE><AMOUNT>${amount}</AMOUNT></ALLLEDGERENTRIES.LIST>`;

export const TALLY_VOUCHER_CLOSE = '</VOUCHER></TALLYMESSAGE>';

const TALLY_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER><BODY><IMPORTDATA>'
  + '<REQUESTDESC><REPORTNAME>All Masters</REPORTNAME></REQUESTDESC><REQUESTDATA>\n';
const TALLY_TAIL = '\n</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>\n';

/**
 * The file in pieces, in order (their concatenation is `buildTallyXml`'s string): the envelope's head with every
 * ledger, then each voucher (a newline before all but the first), then the envelope's tail. Vouchers may be any
 * iterable, rendered lazily, so a period of 1,00,000 vouchers is written without one string of the whole file.
 */
export function* tallyXmlPieces(input: { ledgers: TallyLedger[]; vouchers: Iterable<TallyVoucher | string> }): Generator<string> {
  yield `${TALLY_HEAD}${input.ledgers.map(ledgerXml).join('\n')}\n`;
  let first = true;
  for (const v of input.vouchers) {
    const xml = typeof v === 'string' ? v : voucherXml(v);
    yield first ? xml : `\n${xml}`;
    first = false;
  }
  yield TALLY_TAIL;
}

/** Vouchers may come rendered already (a TALLYMESSAGE string). The whole file as one string (small periods, tests). */
export function buildTallyXml(input: { ledgers: TallyLedger[]; vouchers: (TallyVoucher | string)[] }): string {
  return [...tallyXmlPieces(input)].join('');
}
