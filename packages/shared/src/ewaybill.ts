/**
 * The e-way bill portal's bulk-generation JSON (ewaybill.nic.in, "Bulk Generation" tool: { version, billLists: [...] })
 * for an outward supply of goods on a tax invoice: parties with PIN and state, values and tax, transport (mode,
 * distance, vehicle or transporter) and the goods lines with HSN, unit and rates. Amounts are rupees with 2 decimals.
 */
import { INDIAN_STATES } from './states.js';

/** Goods moved above this value need an e-way bill (rule 138: ₹50,000). */
export const EWAY_BILL_THRESHOLD_PAISE = 5_000_000;
export const EWAY_BILL_JSON_VERSION = '1.0.0621';
/** transMode codes of the portal. */
export const TRANSPORT_MODES = { ROAD: 1, RAIL: 2, AIR: 3, SHIP: 4 } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;

export interface EwayTransport {
  mode: TransportMode;
  /** Approximate distance in km (0: the portal computes it from the PIN codes). */
  distanceKm: number;
  vehicleNo?: string | null;
  transporterId?: string | null;
  transporterName?: string | null;
  transportDocNo?: string | null;
  /** yyyy-MM-dd */
  transportDocDate?: string | null;
}

export interface EwayParty {
  gstin: string | null;
  name: string;
  address: string | null;
  stateCode: number;
}

export interface EwayLine {
  name: string;
  hsn: string;
  quantity: string;
  uqc: string;
  gstPercent: number;
  taxablePaise: number;
  intraState: boolean;
  cessPaise: number;
}

export interface EwayBillInput {
  docNo: string;
  /** yyyy-MM-dd */
  docDate: string;
  from: EwayParty;
  to: EwayParty;
  lines: EwayLine[];
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  cessPaise: number;
  totalPaise: number;
  transport: EwayTransport;
  /** What moves the goods: a supply on a tax invoice (the default), or OWN_USE_TRANSFER. */
  supply?: EwaySupply;
}

export interface EwaySupply {
  /** subSupplyType code of the portal: 1 Supply, 5 For Own Use, 8 Others (with subSupplyDesc). */
  subSupplyType: number;
  subSupplyDesc: string;
  /** INV tax invoice, CHL delivery challan. */
  docType: 'INV' | 'CHL';
}

const SALE_SUPPLY: EwaySupply = { subSupplyType: 1, subSupplyDesc: '', docType: 'INV' };
/**
 * Goods moved between two places of business under one GSTIN (a stock transfer): no supply, so outward "For Own
 * Use" on a delivery challan, the company both consignor and consignee, no tax.
 */
export const OWN_USE_TRANSFER: EwaySupply = { subSupplyType: 5, subSupplyDesc: '', docType: 'CHL' };

const rupees = (paise: number) => Math.round(paise) / 100;
const portalDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function pinFromAddress(address: string | null): number | null {
  const all = [...(address ?? '').matchAll(/(?<!\d)([1-9]\d{5})(?!\d)/g)];
  return all.length ? Number(all[all.length - 1][1]) : null;
}

function place(address: string | null): { addr1: string; place: string } {
  const pin = pinFromAddress(address);
  const parts = (address ?? '').replace(pin ? String(pin) : '', '').split(/[,\n]/).map((x) => x.replace(/[-\s]+$/, '').trim()).filter(Boolean);
  const isState = (x: string) => INDIAN_STATES.some((s) => s.name.toLowerCase() === x.toLowerCase());
  const places = parts.filter((x) => !/\d/.test(x));
  const city = [...places].reverse().find((x) => !isState(x)) ?? places[places.length - 1] ?? '';
  return { addr1: parts.filter((x) => x !== city && !isState(x)).join(', ').slice(0, 120) || city, place: city.slice(0, 50) };
}

export function buildEwayBill(input: EwayBillInput) {
  const from = place(input.from.address);
  const to = place(input.to.address);
  const goods = input.lines.filter((l) => !l.hsn.startsWith('99'));
  const main = [...goods].sort((a, b) => b.taxablePaise - a.taxablePaise)[0];
  const t = input.transport;
  const supply = input.supply ?? SALE_SUPPLY;
  return {
    version: EWAY_BILL_JSON_VERSION,
    billLists: [{
      userGstin: input.from.gstin,
      supplyType: 'O',
      subSupplyType: supply.subSupplyType,
      subSupplyDesc: supply.subSupplyDesc,
      docType: supply.docType,
      docNo: input.docNo,
      docDate: portalDate(input.docDate),
      // 1: regular (bill-to and ship-to are the parties themselves).
      transType: 1,
      fromGstin: input.from.gstin,
      fromTrdName: input.from.name.slice(0, 100),
      fromAddr1: from.addr1,
      fromAddr2: '',
      fromPlace: from.place,
      fromPincode: pinFromAddress(input.from.address),
      fromStateCode: input.from.stateCode,
      actFromStateCode: input.from.stateCode,
      toGstin: input.to.gstin ?? 'URP',
      toTrdName: input.to.name.slice(0, 100),
      toAddr1: to.addr1,
      toAddr2: '',
      toPlace: to.place,
      toPincode: pinFromAddress(input.to.address),
      toStateCode: input.to.stateCode,
      actToStateCode: input.to.stateCode,
      totalValue: rupees(input.taxablePaise),
      cgstValue: rupees(input.cgstPaise),
      sgstValue: rupees(input.sgstPaise),
      igstValue: rupees(input.igstPaise),
      cessValue: rupees(input.cessPaise),
      TotNonAdvolVal: 0,
      OthValue: rupees(input.totalPaise - input.taxablePaise - input.cgstPaise - input.sgstPaise - input.igstPaise - input.cessPaise),
      totInvValue: rupees(input.totalPaise),
      transMode: TRANSPORT_MODES[t.mode],
      transDistance: String(t.distanceKm),
      transporterName: t.transporterName ?? '',
      transporterId: t.transporterId ?? '',
      transDocNo: t.transportDocNo ?? '',
      transDocDate: t.transportDocDate ? portalDate(t.transportDocDate) : '',
      vehicleNo: (t.vehicleNo ?? '').replace(/[\s-]/g, '').toUpperCase(),
      vehicleType: t.mode === 'ROAD' && t.vehicleNo ? 'R' : '',
      mainHsnCode: main ? Number(main.hsn) : 0,
      itemList: goods.map((l, i) => ({
        itemNo: i + 1,
        productName: l.name.slice(0, 100),
        productDesc: l.name.slice(0, 100),
        hsnCode: Number(l.hsn),
        quantity: Number(l.quantity),
        qtyUnit: l.uqc,
        taxableAmount: rupees(l.taxablePaise),
        cgstRate: l.intraState ? l.gstPercent / 2 : 0,
        sgstRate: l.intraState ? l.gstPercent / 2 : 0,
        igstRate: l.intraState ? 0 : l.gstPercent,
        cessRate: l.cessPaise > 0 && l.taxablePaise > 0 ? Math.round((l.cessPaise / l.taxablePaise) * 100_000) / 1000 : 0,
        cessNonAdvol: 0,
      })),
    }],
  };
}
