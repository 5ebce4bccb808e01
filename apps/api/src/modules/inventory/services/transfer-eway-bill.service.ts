import { AuditTrailService } from '../../audit/index.js';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { buildEwayBill, EWAY_BILL_THRESHOLD_PAISE, formatPaise, OWN_USE_TRANSFER, parsePaise, pinFromAddress } from '@bizdesk/shared';
import { CompaniesService, CompanyGstProfileService } from '../../companies/index.js';
import { EWAY_MESSAGES, type EwayBillQuery } from '../dtos/eway-bill.dtos.js';
import { StockDocumentsRepository, type TransferWarehouse } from '../repositories/stock-documents.repository.js';
import { TransportersService } from './transporters.service.js';

/** A warehouse's address as one text, its PIN last (the e-way bill builder reads the place and PIN from it). */
const addressOf = (w: TransferWarehouse) => [w.address, w.city, w.pincode].filter((x) => x && x.trim()).join(', ');

/**
 * The e-way bill portal's bulk JSON for a stock transfer: the company's own goods moved between two of its warehouses
 * under its one GSTIN (outward, "For Own Use", on a delivery challan numbered as the transfer), valued at the cost they
 * left the source warehouse with and carrying no tax. Same builder and transport rules as an invoice's e-way bill;
 * at ₹50,000 or less refused unless asked with force.
 */
@Injectable()
export class TransferEwayBillService {
  constructor(
    private readonly documents: StockDocumentsRepository,
    private readonly transporters: TransportersService,
    private readonly companies: CompaniesService,
    private readonly gstProfile: CompanyGstProfileService,
    private readonly audit: AuditTrailService,
  ) {}

  async eWayBill(id: number, q: EwayBillQuery): Promise<{ fileName: string; contentType: string; body: string }> {
    const transfer = await this.documents.transferForEway(id);
    if (!transfer) throw new NotFoundException(EWAY_MESSAGES.transferNotFound);
    const goods = (await this.documents.transferGoods(id)).filter((g) => !g.hsn.startsWith('99'));
    const total = goods.reduce((s, g) => s + parsePaise(g.value), 0);
    if (total <= EWAY_BILL_THRESHOLD_PAISE && !q.force) throw new ConflictException(EWAY_MESSAGES.transferBelowThreshold(formatPaise(total)));
    const transport = await this.transporters.transport(q);
    const profile = await this.gstProfile.get();
    if (!profile.gstin) throw new ConflictException(EWAY_MESSAGES.transferNoGstin);
    for (const w of [transfer.from, transfer.to]) if (!pinFromAddress(addressOf(w))) throw new ConflictException(EWAY_MESSAGES.transferNoPin(w.name));
    const company = await this.companies.own();
    const party = (w: TransferWarehouse) => ({ gstin: profile.gstin, name: company.name, address: addressOf(w), stateCode: w.stateId ?? profile.stateId ?? 0 });
    const from = party(transfer.from);
    const to = party(transfer.to);
    const json = buildEwayBill({
      docNo: transfer.transferNumber, docDate: transfer.transferDate, from, to, supply: OWN_USE_TRANSFER,
      lines: goods.map((g) => ({
        name: g.name, hsn: g.hsn, quantity: g.quantity, uqc: g.uqc, gstPercent: 0, taxablePaise: parsePaise(g.value),
        intraState: from.stateCode === to.stateCode, cessPaise: 0,
      })),
      taxablePaise: total, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0, totalPaise: total, transport,
    });
    await this.audit.record({ action: 'EXPORT', recordType: 'e_way_bill_transfer', recordId: String(id) });
    return {
      fileName: `EWB_${transfer.transferNumber.replace(/[^A-Za-z0-9-]+/g, '_')}.json`, contentType: 'application/json; charset=utf-8', body: JSON.stringify(json),
    };
  }
}
