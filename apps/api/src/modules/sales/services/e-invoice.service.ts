import { AuditTrailService } from '../../audit/index.js';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  buildEInvoice, buildEwayBill, eInvoiceProblem, EWAY_BILL_THRESHOLD_PAISE, formatPaise, parsePaise, pinFromAddress, type EInvoiceLine,
} from '@bizdesk/shared';
import { sql } from '../../../core/tenancy/sql.js';
import { storedColumns } from '../../../core/database/typed-select.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { EWAY_MESSAGES, IRN_MESSAGES, type EwayBillQuery, type SaveIrnDto } from '../dtos/e-invoice.dtos.js';
import { SALE_MESSAGES } from '../dtos/sale.dtos.js';
import { TransportersService } from '../../inventory/index.js';
import { SaleInvoicesRepository, type SaleItemRow } from '../repositories/sale-invoices.repository.js';
import { SettlementsRepository } from '../repositories/settlements.repository.js';
import type { Gstr1File } from './gstr1.service.js';

export const EINVOICE_MESSAGES = {
  b2c: 'An e-invoice is for B2B invoices: this invoice has no buyer GSTIN (a B2C invoice carries a dynamic QR code instead)',
  billOfSupply: 'A bill of supply carries no GST and has no e-invoice',
  creditNoteNotFound: 'Credit note not found',
} as const;

type Invoice = NonNullable<Awaited<ReturnType<SaleInvoicesRepository['find']>>>;

const line = (l: Pick<SaleItemRow, 'productName' | 'hsn' | 'quantity' | 'gstPercent' | 'taxableAmount' | 'igstAmount' | 'cgstAmount' | 'sgstAmount'
  | 'cessAmount' | 'totalAmount'>, uqc: string): EInvoiceLine => ({
  description: l.productName, hsn: l.hsn ?? '', quantity: l.quantity, uqc, gstPercent: Number(l.gstPercent), taxablePaise: parsePaise(l.taxableAmount),
  igstPaise: parsePaise(l.igstAmount), cgstPaise: parsePaise(l.cgstAmount), sgstPaise: parsePaise(l.sgstAmount), cessPaise: parsePaise(l.cessAmount),
  totalPaise: parsePaise(l.totalAmount),
});

// Locks the invoice while its IRN is recorded: a second recording waits and then sees the first.
const IRN_FOR_UPDATE = storedColumns('sale_invoices', ['irn']).select('FROM sale_invoices WHERE company_id = $1 AND id = $2 FOR UPDATE');

const isoDate = (d: Date | string) => (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10));

/**
 * The IRP's INV-01 JSON (schema 1.1) of a B2B tax invoice or of a credit note on one, from the document's snapshot
 * (seller and buyer as printed, lines as issued with their unit). Refused with a 409 saying why for B2C invoices,
 * bills of supply, or when an address lacks the PIN code the IRP requires.
 */
@Injectable()
export class EInvoiceService {
  constructor(
    private readonly invoices: SaleInvoicesRepository,
    private readonly settlements: SettlementsRepository,
    private readonly transporters: TransportersService,
    private readonly audit: AuditTrailService,
  ) {}

  private async invoice(id: number): Promise<Invoice> {
    const invoice = await this.invoices.find(currentCompanyId(), id);
    if (!invoice) throw new NotFoundException(SALE_MESSAGES.notFound);
    if (invoice.documentType !== 'TAX_INVOICE') throw new ConflictException(EINVOICE_MESSAGES.billOfSupply);
    if (!invoice.customerGstin) throw new ConflictException(EINVOICE_MESSAGES.b2c);
    return invoice;
  }

  private parties(invoice: Invoice) {
    const seller = { gstin: invoice.sellerGstin ?? '', name: invoice.sellerName ?? '', address: invoice.sellerAddress, stateCode: invoice.supplierStateId ?? 0 };
    const buyer = { gstin: invoice.customerGstin!, name: invoice.customerName, address: invoice.customerAddress, stateCode: invoice.placeOfSupplyStateId ?? 0 };
    const problem = eInvoiceProblem({ seller, buyer });
    if (problem) throw new ConflictException(problem);
    return { seller, buyer };
  }

  async forInvoice(id: number): Promise<Gstr1File> {
    const invoice = await this.invoice(id);
    await this.audit.record({ action: 'EXPORT', recordType: 'e_invoice', recordId: String(id) });
    const items = await this.invoices.items(currentCompanyId(), id);
    const json = buildEInvoice({
      type: 'INV', number: invoice.invoiceNumber, date: isoDate(invoice.invoiceDate), ...this.parties(invoice),
      placeOfSupply: invoice.placeOfSupplyStateId ?? 0, lines: items.map((i) => line(i, i.uqc)),
      roundOffPaise: parsePaise(invoice.roundOff), totalPaise: parsePaise(invoice.totalAmount),
    });
    return file(invoice.invoiceNumber, json);
  }

  /**
   * Stores what the IRP answered for the uploaded e-invoice; the invoice then prints its IRN and QR code. An IRN is
   * permanent: a second one for the same invoice is refused (the row is locked so two saves cannot both pass).
   */
  async register(id: number, input: SaveIrnDto): Promise<void> {
    await this.invoice(id);
    const { rows } = await sql(IRN_FOR_UPDATE, [currentCompanyId(), id]);
    if (rows[0]?.irn) throw new ConflictException(IRN_MESSAGES.already);
    await sql(
      `UPDATE sale_invoices SET irn = $3, irn_ack_no = $4, irn_ack_date = ($5::timestamp AT TIME ZONE 'Asia/Kolkata'), irn_signed_qr = $6
        WHERE company_id = $1 AND id = $2`,
      [currentCompanyId(), id, input.irn, input.ackNo, input.ackDate.replace('T', ' '), input.signedQrCode],
    );
  }

  /**
   * The e-way bill portal's bulk JSON for the goods on a tax invoice (B2B or B2C), with the transport asked for (or saved).
   * At ₹50,000 or less none is required: refused unless asked with force.
   */
  async eWayBill(id: number, q: EwayBillQuery): Promise<Gstr1File> {
    const invoice = await this.invoices.find(currentCompanyId(), id);
    if (!invoice) throw new NotFoundException(SALE_MESSAGES.notFound);
    const total = parsePaise(invoice.totalAmount);
    if (total <= EWAY_BILL_THRESHOLD_PAISE && !q.force) throw new ConflictException(EWAY_MESSAGES.belowThreshold(formatPaise(total)));
    // The query's transport, each value falling back to the saved transporter it names (transporter=<id>).
    const transport = await this.transporters.transport(q);
    const items = await this.invoices.items(currentCompanyId(), id);
    if (items.every((i) => (i.hsn ?? '').startsWith('99'))) throw new ConflictException(EWAY_MESSAGES.noGoods);
    if (!pinFromAddress(invoice.sellerAddress)) throw new ConflictException(EWAY_MESSAGES.noSellerPin);
    if (!pinFromAddress(invoice.customerAddress)) throw new ConflictException(EWAY_MESSAGES.noPin);
    const json = buildEwayBill({
      docNo: invoice.invoiceNumber, docDate: isoDate(invoice.invoiceDate),
      from: { gstin: invoice.sellerGstin, name: invoice.sellerName ?? '', address: invoice.sellerAddress, stateCode: invoice.supplierStateId ?? 0 },
      to: { gstin: invoice.customerGstin, name: invoice.customerName, address: invoice.customerAddress, stateCode: invoice.placeOfSupplyStateId ?? 0 },
      lines: items.map((i) => ({
        name: i.productName, hsn: i.hsn ?? '', quantity: i.quantity, uqc: i.uqc, gstPercent: Number(i.gstPercent), taxablePaise: parsePaise(i.taxableAmount),
        intraState: invoice.intraState, cessPaise: parsePaise(i.cessAmount),
      })),
      taxablePaise: parsePaise(invoice.taxableAmount), cgstPaise: parsePaise(invoice.cgstAmount), sgstPaise: parsePaise(invoice.sgstAmount),
      igstPaise: parsePaise(invoice.igstAmount), cessPaise: parsePaise(invoice.cessAmount), totalPaise: total,
      transport,
    });
    await this.audit.record({ action: 'EXPORT', recordType: 'e_way_bill', recordId: String(id) });
    return { ...file(invoice.invoiceNumber, json), fileName: `EWB_${invoice.invoiceNumber.replace(/[^A-Za-z0-9-]+/g, '_')}.json`, body: JSON.stringify(json) };
  }

  async forCreditNote(id: number): Promise<Gstr1File> {
    const companyId = currentCompanyId();
    const note = await this.settlements.creditNote(companyId, id);
    if (!note) throw new NotFoundException(EINVOICE_MESSAGES.creditNoteNotFound);
    await this.audit.record({ action: 'EXPORT', recordType: 'e_invoice_credit_note', recordId: String(id) });
    const invoice = await this.invoice(Number(note.saleInvoiceId));
    const units = new Map((await this.invoices.items(companyId, Number(invoice.id))).map((i) => [String(i.productId), i.uqc]));
    const items = await this.settlements.creditNoteItems(companyId, id);
    const json = buildEInvoice({
      type: 'CRN', number: note.creditNoteNumber, date: note.creditNoteDate, ...this.parties(invoice), placeOfSupply: invoice.placeOfSupplyStateId ?? 0,
      lines: items.map((i) => line(i, units.get(String(i.productId)) ?? 'NOS')),
      roundOffPaise: parsePaise(note.roundOff), totalPaise: parsePaise(note.totalAmount),
      precedingInvoice: { number: invoice.invoiceNumber, date: isoDate(invoice.invoiceDate) },
    });
    return file(note.creditNoteNumber, json);
  }
}

function file(number: string, json: unknown): Gstr1File {
  return {
    fileName: `EINV_${number.replace(/[^A-Za-z0-9-]+/g, '_')}.json`,
    contentType: 'application/json; charset=utf-8',
    // The IRP's bulk tool takes an array of documents.
    body: JSON.stringify([json]),
  };
}
