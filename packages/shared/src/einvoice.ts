/**
 * The e-invoice an IRP registers (form INV-01, JSON schema version 1.1, as notified by CBIC/GSTN on 30 July 2020
 * and published by NIC at einvoice1.gst.gov.in): TranDtls, DocDtls, SellerDtls, BuyerDtls, ItemList and ValDtls
 * from an invoice's (or credit note's) snapshot. Amounts are rupees with 2 decimals (unit price 3); dates dd/MM/yyyy.
 * Only a B2B document (the buyer has a GSTIN) gets one: B2C invoices carry a dynamic QR code instead.
 */
import { INDIAN_STATES } from './states.js';

export const EINVOICE_SCHEMA_VERSION = '1.1';

export interface EInvoiceParty {
  gstin: string;
  name: string;
  /** Free-text address as on the document; the 6-digit PIN code in it is the Pin. */
  address: string | null;
  /** GST state code. */
  stateCode: number;
}

export interface EInvoiceLine {
  description: string;
  hsn: string;
  /** Decimal text, up to 3 decimals. */
  quantity: string;
  uqc: string;
  gstPercent: number;
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
  totalPaise: number;
}

export interface EInvoiceInput {
  type: 'INV' | 'CRN';
  number: string;
  /** yyyy-MM-dd */
  date: string;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  placeOfSupply: number;
  lines: EInvoiceLine[];
  roundOffPaise: number;
  totalPaise: number;
  /** For a credit note: the invoice it credits (PrecDocDtls). */
  precedingInvoice?: { number: string; date: string };
}

/** Why a document cannot become an e-invoice as it stands (the caller answers 409 with it), or null. */
export function eInvoiceProblem(input: Pick<EInvoiceInput, 'seller' | 'buyer'>): string | null {
  if (!pinOf(input.seller.address)) return "The company address has no 6-digit PIN code: an e-invoice needs the seller's PIN";
  if (!pinOf(input.buyer.address)) return "The customer's address on this invoice has no 6-digit PIN code: an e-invoice needs the buyer's PIN";
  return null;
}

const rupees = (paise: number) => Math.round(paise) / 100;
const irpDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/** The last 6-digit number of an address that is a valid PIN (first digit 1-9). */
function pinOf(address: string | null): number | null {
  const all = [...(address ?? '').matchAll(/(?<!\d)([1-9]\d{5})(?!\d)/g)];
  return all.length ? Number(all[all.length - 1][1]) : null;
}
/** The IRP rejects double quotes in text fields; it also limits their length. */
const text = (value: string, max: number) => value.replace(/"/g, "'").replace(/\s+/g, ' ').trim().slice(0, max);

function partyAddress(p: EInvoiceParty) {
  const address = p.address ?? '';
  const pin = pinOf(address)!;
  const parts = address.replace(String(pin), '').split(/[,\n]/).map((x) => x.replace(/[-\s]+$/, '').trim()).filter(Boolean);
  // The place is the last part without digits that is not a state's name (the city), else the last part.
  const isState = (x: string) => INDIAN_STATES.some((st) => st.name.toLowerCase() === x.toLowerCase());
  const places = parts.filter((x) => !/\d/.test(x));
  const loc = [...places].reverse().find((x) => !isState(x)) ?? places[places.length - 1] ?? parts[parts.length - 1] ?? '';
  const addr1 = parts.filter((x) => x !== loc && !isState(x)).join(', ') || loc;
  return { Addr1: text(addr1, 100), Loc: text(loc.length >= 3 ? loc : `${loc} ${pin}`, 50), Pin: pin, Stcd: String(p.stateCode).padStart(2, '0') };
}

export function buildEInvoice(input: EInvoiceInput) {
  const sum = (k: keyof Pick<EInvoiceLine, 'taxablePaise' | 'igstPaise' | 'cgstPaise' | 'sgstPaise' | 'cessPaise'>) => input.lines.reduce((s, l) => s + l[k], 0);
  return {
    Version: EINVOICE_SCHEMA_VERSION,
    TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
    DocDtls: { Typ: input.type, No: input.number, Dt: irpDate(input.date) },
    SellerDtls: { Gstin: input.seller.gstin, LglNm: text(input.seller.name, 100), ...partyAddress(input.seller) },
    BuyerDtls: {
      Gstin: input.buyer.gstin, LglNm: text(input.buyer.name, 100), Pos: String(input.placeOfSupply).padStart(2, '0'), ...partyAddress(input.buyer),
    },
    ItemList: input.lines.map((l, i) => {
      const qty = Number(l.quantity);
      const service = l.hsn.startsWith('99');
      return {
        SlNo: String(i + 1),
        PrdDesc: text(l.description.length >= 3 ? l.description : `${l.description} item`, 300),
        IsServc: service ? 'Y' : 'N',
        HsnCd: l.hsn,
        Qty: qty,
        Unit: service ? 'OTH' : l.uqc,
        // The price before tax: the taxable value over the quantity (the invoice may show a tax-inclusive rate).
        UnitPrice: qty > 0 ? Math.round((l.taxablePaise / 100 / qty) * 1000) / 1000 : 0,
        TotAmt: rupees(l.taxablePaise),
        Discount: 0,
        AssAmt: rupees(l.taxablePaise),
        GstRt: l.gstPercent,
        IgstAmt: rupees(l.igstPaise),
        CgstAmt: rupees(l.cgstPaise),
        SgstAmt: rupees(l.sgstPaise),
        CesRt: l.cessPaise > 0 && l.taxablePaise > 0 ? Math.round((l.cessPaise / l.taxablePaise) * 100_000) / 1000 : 0,
        CesAmt: rupees(l.cessPaise),
        CesNonAdvlAmt: 0,
        StateCesRt: 0,
        StateCesAmt: 0,
        StateCesNonAdvlAmt: 0,
        OthChrg: 0,
        TotItemVal: rupees(l.totalPaise),
      };
    }),
    ValDtls: {
      AssVal: rupees(sum('taxablePaise')),
      CgstVal: rupees(sum('cgstPaise')),
      SgstVal: rupees(sum('sgstPaise')),
      IgstVal: rupees(sum('igstPaise')),
      CesVal: rupees(sum('cessPaise')),
      StCesVal: 0,
      Discount: 0,
      OthChrg: 0,
      RndOffAmt: rupees(input.roundOffPaise),
      TotInvVal: rupees(input.totalPaise),
    },
    ...(input.precedingInvoice
      ? { RefDtls: { PrecDocDtls: [{ InvNo: input.precedingInvoice.number, InvDt: irpDate(input.precedingInvoice.date) }] } }
      : {}),
  };
}
