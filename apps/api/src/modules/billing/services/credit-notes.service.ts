import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  amountInWords, financialYearCode, formatDocumentNumber, formatRupees, paiseToDecimalString, parsePaise, summarizeInvoice, toIsoDate,
} from '@bizdesk/shared';
import { paged, type ListQuery, type Paged } from '../../../core/http/list-query.js';
import { JobQueue } from '../../../core/queue/index.js';
import { currentCompanyId } from '../../../core/tenancy/tenant-context.js';
import { TenantRunner } from '../../../core/tenancy/tenant-runner.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { BILLING_MESSAGES, CREDIT_NOTE_KIND, LIFECYCLE_MESSAGES as M } from '../billing.messages.js';
import type { CreditNoteDto } from '../dtos/lifecycle.dtos.js';
import type { CreditNoteDetailsView, BillingCreditNoteView } from '../dtos/lifecycle.views.js';
import { CreditNotesRepository } from '../repositories/credit-notes.repository.js';
import { InvoiceNumbersRepository } from '../repositories/invoice-numbers.repository.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { BillingClock } from './billing-clock.js';
import { CREDIT_NOTE_DOCUMENT_JOB, type CreditNoteDocumentPayload } from './credit-note-document.service.js';
import { InvoicePartiesService } from './invoice-parties.service.js';
import { ProviderLedgerService } from './provider-ledger.service.js';

/**
 * GST credit notes against the provider's invoices (issue 30 item 4): the whole invoice (what is not yet
 * credited) or chosen lines, each for its rest or an amount of its taxable value. The tax of each line is computed
 * as the invoice's was (summarizeInvoice, the invoice's place of supply) and the total rounded to the rupee, so a
 * full credit note mirrors its invoice to the paisa. Numbered in their own gap-free series per financial year
 * (CN/2627/00001), posted to the provider's ledger (the invoice's posting reversed for the amounts credited) and
 * taken off what the invoice asks for, in one transaction: the invoice's row lock queues two credit notes of it.
 * Its PDF is rendered, stored and mailed to the company by a job after the commit (CreditNoteDocumentService).
 */
@Injectable()
export class CreditNotesService {
  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly notes: CreditNotesRepository,
    private readonly numbers: InvoiceNumbersRepository,
    private readonly ledger: ProviderLedgerService,
    private readonly parties: InvoicePartiesService,
    private readonly queue: JobQueue,
    private readonly runner: TenantRunner,
    private readonly clock: BillingClock,
  ) {}

  async issue(invoiceId: number, body: CreditNoteDto, userId: number): Promise<CreditNoteDetailsView> {
    const found = await this.runner.withPlatformContext(() => this.invoices.find(invoiceId, null));
    if (!found) throw new NotFoundException(BILLING_MESSAGES.invoiceNotFound);
    const providerId = await this.parties.providerId();
    const id = await this.runner.withCompanyContext(found.companyId, async () => {
      const invoice = (await this.invoices.find(invoiceId, found.companyId, true))!;
      const lines = await this.invoices.creditableLines(invoiceId);
      const left = (l: (typeof lines)[number]) => l.amountPaise - l.creditedPaise;
      const wanted = body.lines ?? lines.filter((l) => left(l) > 0).map((l) => ({ lineNo: l.lineNo, amount: undefined as string | undefined }));
      if (wanted.length === 0) throw new ConflictException(M.fullyCredited);
      const seen = new Set<number>();
      const chosen = wanted.map((w) => {
        const line = lines.find((l) => l.lineNo === w.lineNo);
        if (!line) throw new BadRequestException(M.unknownLine(w.lineNo));
        if (seen.has(w.lineNo)) throw new BadRequestException(M.duplicateLine(w.lineNo));
        seen.add(w.lineNo);
        const amountPaise = w.amount === undefined ? left(line) : parsePaise(w.amount);
        if (amountPaise > left(line) || left(line) <= 0) throw new BadRequestException(M.overCredit(w.lineNo, formatRupees(paiseToDecimalString(Math.max(left(line), 0)))));
        return { line, amountPaise };
      });
      const intraState = await this.invoices.intraState(invoiceId);
      const summary = summarizeInvoice(chosen.map((c) => ({
        hsn: c.line.hsnCode, description: c.line.description, unitPricePaise: c.amountPaise, quantity: 1, gstPercent: c.line.gstPercent, intraState,
      })));
      let { roundOff, grandTotal } = summary;
      // Partial notes each rounded to the rupee could together pass the invoice by under a rupee: the last takes the rest.
      const remaining = invoice.totalPaise - parsePaise(invoice.credited);
      if (grandTotal > remaining && grandTotal - remaining < 100) {
        roundOff -= grandTotal - remaining;
        grandTotal = remaining;
      }
      if (grandTotal <= 0 || Math.abs(roundOff) >= 100) throw new BadRequestException(M.fullyCredited);

      const noteDate = toIsoDate(this.clock.now());
      const financialYear = financialYearCode(noteDate);
      const creditNoteId = await this.notes.nextId();
      const totals = { subTotalPaise: summary.taxable, cgstPaise: summary.cgst, sgstPaise: summary.sgst, igstPaise: summary.igst, roundOffPaise: roundOff, totalPaise: grandTotal };
      const journalGroupId = await this.ledger.postCreditNote(providerId, {
        ...totals, creditNoteId, date: noteDate, remark: `Credit note ${creditNoteId} against invoice ${invoice.invoiceNo} to ${invoice.toCompany}: ${body.reason.trim()}`,
      });
      const sequence = await this.runner.withPlatformContext(() => this.numbers.nextCreditNote(financialYear));
      const creditNoteNo = formatDocumentNumber(CREDIT_NOTE_KIND, noteDate, sequence);
      await this.notes.insert({
        id: creditNoteId, companyId: invoice.companyId, invoiceId, creditNoteNo, financialYear, sequence, noteDate, reason: body.reason.trim(),
        intraState, ...totals, totalInWord: amountInWords(grandTotal), journalGroupId, createdBy: userId,
      }, summary.lines.map((l, i) => ({
        invoiceLineNo: chosen[i].line.lineNo, appId: chosen[i].line.appId, description: chosen[i].line.description, hsnCode: chosen[i].line.hsnCode,
        amountPaise: l.taxable, gstPercent: chosen[i].line.gstPercent, cgstPaise: l.cgst, sgstPaise: l.sgst, igstPaise: l.igst,
      })));
      await this.invoices.addCredited(invoiceId, grandTotal);
      // The PDF and the mail that carries it come once this transaction has committed (as an invoice's).
      await this.queue.afterCommit<CreditNoteDocumentPayload>(
        CREDIT_NOTE_DOCUMENT_JOB,
        { companyId: invoice.companyId, creditNoteId },
        { idempotencyKey: `credit-note-${creditNoteId}`, attempts: 10 },
      );
      return creditNoteId;
    });
    return this.runner.withPlatformContext(() => this.detailsOf(id, null));
  }

  private asCaller<T>(principal: SessionPrincipal, fn: (companyId: number | null) => Promise<T>): Promise<T> {
    return principal.type === 'SUPER_ADMIN' ? this.runner.withPlatformContext(() => fn(null)) : fn(currentCompanyId());
  }

  async list(principal: SessionPrincipal, query: ListQuery, invoiceId: number | null): Promise<Paged<BillingCreditNoteView>> {
    const [rows, total] = await this.asCaller(principal, (companyId) => this.notes.list(companyId, query, invoiceId));
    return paged(rows, total, query);
  }

  details(principal: SessionPrincipal, id: number): Promise<CreditNoteDetailsView> {
    return this.asCaller(principal, (companyId) => this.detailsOf(id, companyId));
  }

  private async detailsOf(id: number, companyId: number | null): Promise<CreditNoteDetailsView> {
    const note = await this.notes.find(id, companyId);
    if (!note) throw new NotFoundException(M.creditNoteNotFound);
    return { ...note, items: await this.notes.items(id) };
  }
}
