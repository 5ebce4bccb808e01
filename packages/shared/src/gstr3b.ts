/**
 * GSTR-3B (the monthly summary return) from the same snapshots GSTR-1 reads (a month's tax invoices and
 * credit notes) plus the month's inward supplies (received purchases and stock entries, expenses that
 * carry a vendor's GST). Tables 3.1, 3.2, 4, 5 and the tax payable (6.1), in paise until the very end; the
 * portal's offline-utility JSON carries rupees as numbers with 2 decimals.
 *
 * Table 4 follows the form as amended by Notification 14/2022 (CBIC circular 170/02/2022): blocked credit
 * (section 17(5)) is reported in 4(A) and reversed in 4(B)(1), so 4(C) is what may be used.
 */
import { outwardParts, type GstOutwardParts, type Gstr1CreditNote, type Gstr1Invoice } from './gstr1.js';

export interface Gstr3bTax {
  taxablePaise: number;
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
}

/** One inward document of the month, as table 4 and 5 read it. */
export interface Gstr3bInward {
  source: 'PURCHASE' | 'EXPENSE';
  /** REGULAR: a registered supplier charging GST; COMPOSITION and UNREGISTERED charge none. */
  supplierType: 'REGULAR' | 'COMPOSITION' | 'UNREGISTERED';
  intraState: boolean;
  /** Lines that bear GST (rate above 0, or cess). */
  taxed: Gstr3bTax;
  /** Value of lines at 0% (nil-rated or exempt) from a registered supplier. */
  nilExemptPaise: number;
  /** Value of the whole document when the supplier charges no GST (composition or unregistered). */
  untaxedPaise: number;
  /** False: the GST is blocked credit (section 17(5)), reported in 4(A) and reversed in 4(B)(1). */
  eligible: boolean;
}

/** Outward supplies as whole documents (reduced here) or already reduced (the API reduces them in SQL). */
export type Gstr3bInput = {
  gstin: string;
  /** yyyy-MM */
  month: string;
  inward: Gstr3bInward[];
} & ({ invoices: Gstr1Invoice[]; creditNotes: Gstr1CreditNote[] } | { outward: GstOutwardParts });

export interface Gstr3bHeads {
  igstPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  cessPaise: number;
}

/** One tax head of table 6.1: the liability, the credit used against it by head, and the cash to pay. */
export interface Gstr3bPayment {
  liabilityPaise: number;
  paidByIgstPaise: number;
  paidByCgstPaise: number;
  paidBySgstPaise: number;
  paidByCessPaise: number;
  cashPaise: number;
  /** Credit of this head left to carry forward. */
  creditLeftPaise: number;
}

export interface Gstr3bSummary {
  gstin: string;
  month: string;
  /** 3.1 (a)..(e) */
  outward: {
    taxable: Gstr3bTax;
    zeroRated: Gstr3bTax;
    nilExempt: Gstr3bTax;
    reverseCharge: Gstr3bTax;
    nonGst: Gstr3bTax;
  };
  /** 3.2: inter-state supplies to unregistered persons by place of supply (state code). */
  unregisteredInterState: { placeOfSupply: number; taxablePaise: number; igstPaise: number }[];
  /** 4 */
  itc: {
    /** 4(A)(5) All other ITC (the other rows of 4(A) are imports, reverse charge and ISD: none here). */
    allOther: Gstr3bHeads;
    /** 4(B)(1) reversed as per rules 38, 42, 43 and section 17(5). */
    reversedRules: Gstr3bHeads;
    reversedOthers: Gstr3bHeads;
    /** 4(C) = 4(A) - 4(B) */
    net: Gstr3bHeads;
  };
  /** 5: exempt, nil-rated and non-GST inward supplies, inter- and intra-state. */
  exemptInward: { gstInterPaise: number; gstIntraPaise: number; nonGstInterPaise: number; nonGstIntraPaise: number };
  /** 6.1 */
  payment: { igst: Gstr3bPayment; cgst: Gstr3bPayment; sgst: Gstr3bPayment; cess: Gstr3bPayment };
  /** Documents read: tax invoices, credit notes, inward documents. */
  counts: { invoices: number; creditNotes: number; inward: number };
}

const zeroTax = (): Gstr3bTax => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
const zeroHeads = (): Gstr3bHeads => ({ igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 });
function addHeads(into: Gstr3bHeads, t: Gstr3bHeads): void {
  into.igstPaise += t.igstPaise;
  into.cgstPaise += t.cgstPaise;
  into.sgstPaise += t.sgstPaise;
  into.cessPaise += t.cessPaise;
}

/**
 * Table 6.1: credit set off in the order of section 49(5) and rule 88A (IGST credit is used up before any CGST or SGST credit). IGST credit goes first against
 * IGST, then against CGST and SGST (to each only as far as that head's own credit falls short, so no credit
 * is stranded); CGST credit against CGST then IGST; SGST credit against SGST then IGST; CGST never pays SGST
 * nor the reverse; cess credit pays cess only. What no credit pays is paid in cash.
 */
export function setOffCredit(liability: Gstr3bHeads, credit: Gstr3bHeads): Gstr3bSummary['payment'] {
  const use = (left: { v: number }, owed: { v: number }, cap = Infinity) => {
    const x = Math.max(0, Math.min(left.v, owed.v, cap));
    left.v -= x;
    owed.v -= x;
    return x;
  };
  const owed = { i: { v: liability.igstPaise }, c: { v: liability.cgstPaise }, s: { v: liability.sgstPaise }, x: { v: liability.cessPaise } };
  const credits = { i: { v: credit.igstPaise }, c: { v: credit.cgstPaise }, s: { v: credit.sgstPaise }, x: { v: credit.cessPaise } };
  const pay = {
    igst: { i: 0, c: 0, s: 0, x: 0 }, cgst: { i: 0, c: 0, s: 0, x: 0 }, sgst: { i: 0, c: 0, s: 0, x: 0 }, cess: { i: 0, c: 0, s: 0, x: 0 },
  };
  pay.igst.i += use(credits.i, owed.i);
  // IGST credit towards CGST and SGST where their own credit will not reach, then anything still owed.
  pay.cgst.i += use(credits.i, owed.c, Math.max(0, owed.c.v - credits.c.v));
  pay.sgst.i += use(credits.i, owed.s, Math.max(0, owed.s.v - credits.s.v));
  pay.cgst.i += use(credits.i, owed.c);
  pay.sgst.i += use(credits.i, owed.s);
  pay.cgst.c += use(credits.c, owed.c);
  pay.igst.c += use(credits.c, owed.i);
  pay.sgst.s += use(credits.s, owed.s);
  pay.igst.s += use(credits.s, owed.i);
  pay.cess.x += use(credits.x, owed.x);
  const row = (l: number, p: { i: number; c: number; s: number; x: number }, cash: number, left: number): Gstr3bPayment => ({
    liabilityPaise: l, paidByIgstPaise: p.i, paidByCgstPaise: p.c, paidBySgstPaise: p.s, paidByCessPaise: p.x, cashPaise: cash, creditLeftPaise: left,
  });
  return {
    igst: row(liability.igstPaise, pay.igst, owed.i.v, credits.i.v),
    cgst: row(liability.cgstPaise, pay.cgst, owed.c.v, credits.c.v),
    sgst: row(liability.sgstPaise, pay.sgst, owed.s.v, credits.s.v),
    cess: row(liability.cessPaise, pay.cess, owed.x.v, credits.x.v),
  };
}

export function buildGstr3b(input: Gstr3bInput): Gstr3bSummary {
  const taxable = zeroTax();
  const nilExempt = zeroTax();
  const unregistered = new Map<number, { taxablePaise: number; igstPaise: number }>();

  const parts = 'outward' in input ? input.outward : outwardParts(input.invoices, input.creditNotes);
  for (const g of parts.groups) {
    if (g.nil) {
      nilExempt.taxablePaise += g.sums.taxablePaise;
      continue;
    }
    taxable.taxablePaise += g.sums.taxablePaise;
    taxable.igstPaise += g.sums.igstPaise;
    taxable.cgstPaise += g.sums.cgstPaise;
    taxable.sgstPaise += g.sums.sgstPaise;
    taxable.cessPaise += g.sums.cessPaise;
    // 3.2 is a part of 3.1(a): inter-state supplies to buyers without a GSTIN, by place of supply.
    if (!g.registered && !g.intraState) {
      const row = unregistered.get(g.placeOfSupply) ?? { taxablePaise: 0, igstPaise: 0 };
      row.taxablePaise += g.sums.taxablePaise;
      row.igstPaise += g.sums.igstPaise;
      unregistered.set(g.placeOfSupply, row);
    }
  }

  const allOther = zeroHeads();
  const reversedRules = zeroHeads();
  const exemptInward = { gstInterPaise: 0, gstIntraPaise: 0, nonGstInterPaise: 0, nonGstIntraPaise: 0 };
  for (const d of input.inward) {
    if (d.supplierType === 'REGULAR') {
      addHeads(allOther, d.taxed);
      if (!d.eligible) addHeads(reversedRules, d.taxed);
    }
    // Table 5: from a composition or unregistered supplier, and nil-rated or exempt lines.
    const exempt = d.nilExemptPaise + d.untaxedPaise;
    if (d.intraState) exemptInward.gstIntraPaise += exempt;
    else exemptInward.gstInterPaise += exempt;
  }
  const net: Gstr3bHeads = {
    igstPaise: allOther.igstPaise - reversedRules.igstPaise,
    cgstPaise: allOther.cgstPaise - reversedRules.cgstPaise,
    sgstPaise: allOther.sgstPaise - reversedRules.sgstPaise,
    cessPaise: allOther.cessPaise - reversedRules.cessPaise,
  };
  // A month whose credit notes exceed its sales owes nothing (the excess is not a refund here).
  const liability: Gstr3bHeads = {
    igstPaise: Math.max(0, taxable.igstPaise), cgstPaise: Math.max(0, taxable.cgstPaise),
    sgstPaise: Math.max(0, taxable.sgstPaise), cessPaise: Math.max(0, taxable.cessPaise),
  };
  const usable: Gstr3bHeads = {
    igstPaise: Math.max(0, net.igstPaise), cgstPaise: Math.max(0, net.cgstPaise), sgstPaise: Math.max(0, net.sgstPaise), cessPaise: Math.max(0, net.cessPaise),
  };

  return {
    gstin: input.gstin,
    month: input.month,
    outward: { taxable, zeroRated: zeroTax(), nilExempt, reverseCharge: zeroTax(), nonGst: zeroTax() },
    unregisteredInterState: [...unregistered]
      .filter(([, r]) => r.taxablePaise !== 0 || r.igstPaise !== 0)
      .sort(([a], [b]) => a - b)
      .map(([placeOfSupply, r]) => ({ placeOfSupply, ...r })),
    itc: { allOther, reversedRules, reversedOthers: zeroHeads(), net },
    exemptInward,
    payment: setOffCredit(liability, usable),
    counts: { invoices: parts.counts.invoices, creditNotes: parts.counts.creditNotes, inward: input.inward.length },
  };
}

const rupees = (paise: number) => Math.round(paise) / 100;
const heads = (h: Gstr3bHeads) => ({ iamt: rupees(h.igstPaise), camt: rupees(h.cgstPaise), samt: rupees(h.sgstPaise), csamt: rupees(h.cessPaise) });
const tax = (t: Gstr3bTax) => ({ txval: rupees(t.taxablePaise), ...heads(t) });

/** The GST portal's offline-utility JSON of GSTR-3B (gstin, ret_period, sup_details, inter_sup, itc_elg, inward_sup). */
export function gstr3bPortalJson(s: Gstr3bSummary) {
  const none = zeroHeads();
  return {
    gstin: s.gstin,
    ret_period: `${s.month.slice(5, 7)}${s.month.slice(0, 4)}`,
    sup_details: {
      osup_det: tax(s.outward.taxable),
      osup_zero: { txval: rupees(s.outward.zeroRated.taxablePaise), iamt: rupees(s.outward.zeroRated.igstPaise), csamt: rupees(s.outward.zeroRated.cessPaise) },
      osup_nil_exmp: { txval: rupees(s.outward.nilExempt.taxablePaise) },
      isup_rev: tax(s.outward.reverseCharge),
      osup_nongst: { txval: rupees(s.outward.nonGst.taxablePaise) },
    },
    inter_sup: {
      unreg_details: s.unregisteredInterState.map((r) => ({ pos: String(r.placeOfSupply).padStart(2, '0'), txval: rupees(r.taxablePaise), iamt: rupees(r.igstPaise) })),
      comp_details: [] as { pos: string; txval: number; iamt: number }[],
      uin_details: [] as { pos: string; txval: number; iamt: number }[],
    },
    itc_elg: {
      itc_avl: [
        { ty: 'IMPG', ...heads(none) },
        { ty: 'IMPS', ...heads(none) },
        { ty: 'ISRC', ...heads(none) },
        { ty: 'ISD', ...heads(none) },
        { ty: 'OTH', ...heads(s.itc.allOther) },
      ],
      itc_rev: [{ ty: 'RUL', ...heads(s.itc.reversedRules) }, { ty: 'OTH', ...heads(s.itc.reversedOthers) }],
      itc_net: heads(s.itc.net),
      itc_inelg: [{ ty: 'RUL', ...heads(none) }, { ty: 'OTH', ...heads(none) }],
    },
    inward_sup: {
      isup_details: [
        { ty: 'GST', inter: rupees(s.exemptInward.gstInterPaise), intra: rupees(s.exemptInward.gstIntraPaise) },
        { ty: 'NONGST', inter: rupees(s.exemptInward.nonGstInterPaise), intra: rupees(s.exemptInward.nonGstIntraPaise) },
      ],
    },
  };
}

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-10 -> "Oct 2026", the MMM yyyy of the dd MMM yyyy style. */
export function monthLabel(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}

/** What a return download says for a month with nothing to report. */
export function noInvoicesMessage(month: string): string {
  return `No invoices in ${monthLabel(month)}`;
}
