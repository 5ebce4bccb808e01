import { AuditTrailService } from '../../audit/index.js';
import { Injectable, NotFoundException } from '@nestjs/common';
import {
  buildGstr3b, gstr3bPortalJson, monthLabel, noInvoicesMessage, paiseToDecimalString, stateByCode,
  type Gstr3bHeads, type Gstr3bPayment, type Gstr3bSummary, type Gstr3bTax,
} from '@bizdesk/shared';
import { ExpenseGstService } from '../../accounting/index.js';
import { CompanyGstProfileService } from '../../companies/index.js';
import { GstInwardService } from '../../inventory/index.js';
import { GSTR3B_MESSAGES, type Gstr3bTaxRowView, type Gstr3bView } from '../dtos/gstr3b.dtos.js';
import { GstReturnsRepository } from '../repositories/gst-returns.repository.js';
import type { Gstr1File } from './gstr1.service.js';
import { monthRange, regularTaxpayerGstin } from './gst-return-period.js';

const money = (paise: number) => paiseToDecimalString(paise);

function taxRow(code: string, nature: string, t: Gstr3bTax | Gstr3bHeads | null, withTaxable: boolean): Gstr3bTaxRowView {
  const h = t ?? { igstPaise: 0, cgstPaise: 0, sgstPaise: 0, cessPaise: 0 };
  return {
    code, nature, taxableValue: withTaxable ? money('taxablePaise' in h ? (h as Gstr3bTax).taxablePaise : 0) : null,
    igst: money(h.igstPaise), cgst: money(h.cgstPaise), sgst: money(h.sgstPaise), cess: money(h.cessPaise),
  };
}

const paymentRow = (head: string, p: Gstr3bPayment) => ({
  head, taxPayable: money(p.liabilityPaise), paidWithIgst: money(p.paidByIgstPaise), paidWithCgst: money(p.paidByCgstPaise),
  paidWithSgst: money(p.paidBySgstPaise), paidWithCess: money(p.paidByCessPaise), paidInCash: money(p.cashPaise), creditLeft: money(p.creditLeftPaise),
});

/** The form's tables as the console shows them (rupees as decimal strings, rows in the form's order). */
export function gstr3bView(s: Gstr3bSummary): Gstr3bView {
  const nil = null;
  return {
    gstin: s.gstin,
    month: s.month,
    monthLabel: monthLabel(s.month),
    documents: { invoices: s.counts.invoices, creditNotes: s.counts.creditNotes, inward: s.counts.inward },
    outward: [
      taxRow('3.1(a)', 'Outward taxable supplies (other than zero rated, nil rated and exempted)', s.outward.taxable, true),
      taxRow('3.1(b)', 'Outward taxable supplies (zero rated)', s.outward.zeroRated, true),
      taxRow('3.1(c)', 'Other outward supplies (nil rated, exempted)', s.outward.nilExempt, true),
      taxRow('3.1(d)', 'Inward supplies (liable to reverse charge)', s.outward.reverseCharge, true),
      taxRow('3.1(e)', 'Non-GST outward supplies', s.outward.nonGst, true),
    ],
    interStateUnregistered: s.unregisteredInterState.map((r) => ({
      stateCode: r.placeOfSupply, placeOfSupply: `${String(r.placeOfSupply).padStart(2, '0')}-${stateByCode(r.placeOfSupply)?.name ?? ''}`,
      taxableValue: money(r.taxablePaise), igst: money(r.igstPaise),
    })),
    itc: [
      taxRow('4(A)(1)', 'Import of goods', nil, false),
      taxRow('4(A)(2)', 'Import of services', nil, false),
      taxRow('4(A)(3)', 'Inward supplies liable to reverse charge (other than 1 & 2 above)', nil, false),
      taxRow('4(A)(4)', 'Inward supplies from ISD', nil, false),
      taxRow('4(A)(5)', 'All other ITC', s.itc.allOther, false),
      taxRow('4(B)(1)', 'ITC reversed as per rules 38, 42 & 43 of CGST Rules and section 17(5)', s.itc.reversedRules, false),
      taxRow('4(B)(2)', 'ITC reversed: others', s.itc.reversedOthers, false),
      taxRow('4(C)', 'Net ITC available (A) - (B)', s.itc.net, false),
      taxRow('4(D)(1)', 'ITC reclaimed which was reversed under Table 4(B)(2) in earlier tax period', nil, false),
      taxRow('4(D)(2)', 'Ineligible ITC under section 16(4) & ITC restricted due to PoS rules', nil, false),
    ],
    exemptInward: [
      { nature: 'From a supplier under composition scheme, Exempt and Nil rated supply', interState: money(s.exemptInward.gstInterPaise), intraState: money(s.exemptInward.gstIntraPaise) },
      { nature: 'Non GST supply', interState: money(s.exemptInward.nonGstInterPaise), intraState: money(s.exemptInward.nonGstIntraPaise) },
    ],
    payment: [
      paymentRow('Integrated Tax', s.payment.igst), paymentRow('Central Tax', s.payment.cgst),
      paymentRow('State/UT Tax', s.payment.sgst), paymentRow('Cess', s.payment.cess),
    ],
    netPayable: money(s.payment.igst.cashPaise + s.payment.cgst.cashPaise + s.payment.sgst.cashPaise + s.payment.cess.cashPaise),
  };
}

/**
 * GSTR-3B of one month: outward supplies from the same invoice and credit-note snapshots GSTR-1 reads,
 * input tax from the purchases and stock entries received in the month and the expenses with GST dated in
 * it. A registered, regular taxpayer files it: others get a 409 saying so.
 */
@Injectable()
export class Gstr3bService {
  constructor(
    private readonly returns: GstReturnsRepository,
    private readonly gstProfile: CompanyGstProfileService,
    private readonly inward: GstInwardService,
    private readonly expenses: ExpenseGstService,
    private readonly audit: AuditTrailService,
  ) {}

  async build(month: string): Promise<Gstr3bSummary> {
    const gstin = await regularTaxpayerGstin(this.gstProfile, GSTR3B_MESSAGES);
    const { from, to } = monthRange(month);
    const [outward, purchases, expenses] = [
      await this.returns.outward(from, to, false), await this.inward.purchases(from, to), await this.expenses.inward(from, to),
    ];
    return buildGstr3b({ gstin, month, outward, inward: [...purchases, ...expenses] });
  }

  async view(month: string): Promise<Gstr3bView> {
    return gstr3bView(await this.build(month));
  }

  /** The portal's offline-utility JSON; a month without a single document is a 404 saying so, not an empty file. */
  async export(month: string): Promise<Gstr1File> {
    const s = await this.build(month);
    if (s.counts.invoices + s.counts.creditNotes + s.counts.inward === 0) throw new NotFoundException(noInvoicesMessage(month));
    await this.audit.record({ action: 'EXPORT', recordType: 'gstr3b', recordId: month, details: { month } });
    return {
      fileName: `GSTR3B_${s.gstin}_${month.slice(5, 7)}${month.slice(0, 4)}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(gstr3bPortalJson(s)),
    };
  }
}
