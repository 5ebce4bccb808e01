import { BadRequestException, ConflictException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { invoiceMonthHasEnded, isInvoiceMonth, previousInvoiceMonth, type InvoiceMonth } from '@bizdesk/shared';
import { JobQueue, type JobPayload } from '../../../core/queue/index.js';
import { BILLING_MESSAGES } from '../billing.messages.js';
import type { BillingRunView } from '../dtos/billing.views.js';
import { BillableUsageRepository } from '../repositories/billable-usage.repository.js';
import { BillingRunsRepository, type BillingRunRow } from '../repositories/billing-runs.repository.js';
import { InvoicesRepository } from '../repositories/invoices.repository.js';
import { BillingClock } from './billing-clock.js';
import { InvoicePartiesService, sellerProblems, type Seller } from './invoice-parties.service.js';

export const BILLING_RUN_MONTH_JOB = 'billing.run-month';
export const ISSUE_INVOICE_JOB = 'billing.issue-invoice';

export interface RunMonthPayload extends JobPayload {
  companyId: null;
  runId: number;
  month: InvoiceMonth;
}

export interface IssueInvoicePayload extends JobPayload {
  companyId: number;
  month: InvoiceMonth;
  runId: number | null;
  /** The seller block as the run started (the provider's profile and bank), the same on all its invoices. */
  seller?: Seller;
}

/**
 * A month's billing run: list the companies with something to bill that have no invoice for the month yet
 * and queue one job per company (each invoice in its own transaction, retried on failure). Rerunning a
 * month, or a worker killed mid-run and restarted, issues exactly the missing invoices: the database's
 * unique (company, month) and the per-company lock decide, not the queue.
 */
@Injectable()
export class BillingRunsService {
  private readonly logger = new Logger('BillingRuns');

  constructor(
    private readonly runs: BillingRunsRepository,
    private readonly usage: BillableUsageRepository,
    private readonly invoices: InvoicesRepository,
    private readonly queue: JobQueue,
    private readonly clock: BillingClock,
    private readonly parties: InvoicePartiesService,
  ) {}

  /** POST /api/erp/billing/run (SUPER_ADMIN, platform context). */
  async start(month: string, userId: number): Promise<BillingRunView> {
    if (!isInvoiceMonth(month)) throw new BadRequestException(BILLING_MESSAGES.monthInvalid);
    if (!invoiceMonthHasEnded(month, this.clock.now())) throw new BadRequestException(BILLING_MESSAGES.monthNotEnded);
    const { problems } = await this.readiness();
    if (problems.length) throw new ConflictException(BILLING_MESSAGES.providerNotConfigured(problems));
    const runId = await this.runs.create(month, 'MANUAL', userId);
    await this.queue.afterCommit<RunMonthPayload>(BILLING_RUN_MONTH_JOB, { companyId: null, runId, month }, { idempotencyKey: `run-${runId}` });
    return this.progress(runId);
  }

  /**
   * Whether a run may start: the seller block every invoice carries (the provider's legal name, GSTIN, address
   * and state) must be configured, or invoices would go out with "GSTIN: -".
   */
  async readiness(): Promise<{ ready: boolean; problems: string[]; message: string | null }> {
    const problems = sellerProblems(await this.parties.seller());
    return { ready: problems.length === 0, problems, message: problems.length ? BILLING_MESSAGES.providerNotConfigured(problems) : null };
  }

  /** The job of a run: list and queue (platform context, the job's transaction). */
  async listAndQueue(runId: number, month: InvoiceMonth): Promise<number> {
    const { billable, missing } = await this.usage.companiesToBill(month);
    const seller = missing.length ? await this.parties.seller() : undefined;
    const problems = seller ? sellerProblems(seller) : [];
    if (problems.length) {
      // Configured since the run was asked for? No: nothing is issued; the next daily job or a new run bills it.
      this.logger.error(`billing ${month} (run ${runId}): ${BILLING_MESSAGES.providerNotConfigured(problems)}`);
      await this.runs.listed(runId, 0, 0);
      return 0;
    }
    await this.queue.enqueueMany<IssueInvoicePayload>(ISSUE_INVOICE_JOB, missing.map((companyId) => ({
      payload: { companyId, month, runId, seller }, idempotencyKey: `${companyId}:${month}:run-${runId}`,
    })));
    await this.runs.listed(runId, billable, missing.length);
    this.logger.log(`billing ${month} (run ${runId}): ${billable} companies to bill, ${missing.length} invoices queued`);
    return missing.length;
  }

  /**
   * The repeatable job (daily): every ended month that still misses invoices, oldest first, from the first
   * month this install ever billed (a month the instance was down for, or whose run never finished, is caught
   * up the next day) to the month before today (India time). Months before the first billing are never
   * billed backwards. Once every invoice exists it finds nothing missing and records no run.
   */
  async scheduled(): Promise<InvoiceMonth[]> {
    const last = previousInvoiceMonth(this.clock.now());
    const first = await this.runs.firstBilledMonth();
    const months = first && first < last ? monthsBetween(first, last) : [last];
    const pending: { month: InvoiceMonth }[] = [];
    for (const month of months) {
      if ((await this.usage.companiesToBill(month)).missing.length > 0) pending.push({ month });
    }
    if (pending.length === 0) return [];
    const { message } = await this.readiness();
    if (message) {
      this.logger.error(`billing ${pending.map((p) => p.month).join(', ')} not started: ${message}`);
      return [];
    }
    for (const { month } of pending) {
      const runId = await this.runs.create(month, 'SCHEDULE', null);
      await this.listAndQueue(runId, month);
    }
    return pending.map((p) => p.month);
  }

  async progress(runId?: number): Promise<BillingRunView> {
    const run = runId === undefined ? await this.runs.latest() : await this.runs.find(runId);
    if (!run) throw new NotFoundException(BILLING_MESSAGES.runNotFound);
    return this.view(run);
  }

  private async view(run: BillingRunRow): Promise<BillingRunView> {
    const { invoiced, issuedByRun } = await this.invoices.monthProgress(run.month, run.id);
    const nothingToBill = await this.runs.skippedCount(run.month);
    const remaining = run.companies === null ? 0 : Math.max(0, run.companies - invoiced - nothingToBill);
    return {
      id: run.id,
      month: run.month,
      trigger: run.trigger,
      status: run.listedOn === null ? 'QUEUED' : remaining > 0 ? 'RUNNING' : 'DONE',
      createdOn: run.createdOn.toISOString(),
      listedOn: run.listedOn ? run.listedOn.toISOString() : null,
      companies: run.companies,
      queued: run.queued,
      invoiced,
      issuedByRun,
      remaining,
    };
  }
}

/** Every month from `first` to `last` inclusive, oldest first ("2026-01".."2026-03"); at most 36. */
export function monthsBetween(first: InvoiceMonth, last: InvoiceMonth): InvoiceMonth[] {
  const months: InvoiceMonth[] = [];
  let [y, m] = first.split('-').map(Number);
  const [ly, lm] = last.split('-').map(Number);
  while ((y < ly || (y === ly && m <= lm)) && months.length < 36) {
    months.push(`${y}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m === 13) { m = 1; y += 1; }
  }
  // More than 36 months behind: the most recent 36 (older ones need a manual run).
  return months.length === 36 && `${y}-${String(m).padStart(2, '0')}` <= last ? monthsBetween(previousMonths(last, 35), last) : months;
}

function previousMonths(month: InvoiceMonth, back: number): InvoiceMonth {
  const [y, m] = month.split('-').map(Number);
  const index = y * 12 + (m - 1) - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
