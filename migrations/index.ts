// Every migration, in order. Add new ones at the end; never edit one that has shipped.
import { PlatformIdentity1764000000000 } from './1764000000000-platform-identity.js';
import { JobExecutions1764000000100 } from './1764000000100-job-executions.js';
import { AccountingLedger1764000002000 } from './1764000002000-accounting-ledger.js';
import { PersonalProfiles1764000002100 } from './1764000002100-personal-profiles.js';
import { AccountingRecordCounts1764000002200 } from './1764000002200-accounting-record-counts.js';
import { Masters1764200000000 } from './1764200000000-masters.js';
import { CatalogueParties1764200000100 } from './1764200000100-catalogue-parties.js';
import { Inventory1764200000200 } from './1764200000200-inventory.js';
import { Sales1764200000300 } from './1764200000300-sales.js';
import { PlatformContextKey1764310000000 } from './1764310000000-platform-context-key.js';
import { AccountingPartiesAndTotals1764330000000 } from './1764330000000-accounting-parties-and-totals.js';
import { CoaSystemAccountsIfsc1764330000100 } from './1764330000100-coa-system-accounts-ifsc.js';
import { GstInvoices1764340000000 } from './1764340000000-gst-invoices.js';
import { ReceiptsCreditNotes1764340000100 } from './1764340000100-receipts-credit-notes.js';
import { ApiDocuments1764400000100 } from './1764400000100-api-documents.js';
import { ServicesSubscriptions1764400000000 } from './1764400000000-services-subscriptions.js';
import { WhatsappMessages1764500000000 } from './1764500000000-whatsapp-messages.js';
import { Hrms1764600000000 } from './1764600000000-hrms.js';
import { Billing1765100000000 } from './1765100000000-billing.js';
import { Ssl1765200000000 } from './1765200000000-ssl.js';
import { FaceIdentification1765300000000 } from './1765300000000-face-identification.js';
import { IdempotencyKeys1765500000000 } from './1765500000000-idempotency-keys.js';
import { StockTransfersAdjustments1765500000100 } from './1765500000100-stock-transfers-adjustments.js';
import { SharedRateLimits1765600000000 } from './1765600000000-shared-rate-limits.js';
import { SessionConfirmation1765700000000 } from './1765700000000-session-confirmation.js';
import { CompanyContextKey1766500000000 } from './1766500000000-company-context-key.js';

export const migrations: Function[] = [PlatformIdentity1764000000000, JobExecutions1764000000100, AccountingLedger1764000002000, PersonalProfiles1764000002100, AccountingRecordCounts1764000002200, Masters1764200000000, CatalogueParties1764200000100, Inventory1764200000200, Sales1764200000300, PlatformContextKey1764310000000, AccountingPartiesAndTotals1764330000000, CoaSystemAccountsIfsc1764330000100, GstInvoices1764340000000, ReceiptsCreditNotes1764340000100, ServicesSubscriptions1764400000000, ApiDocuments1764400000100, WhatsappMessages1764500000000, Hrms1764600000000, Billing1765100000000, Ssl1765200000000, FaceIdentification1765300000000, IdempotencyKeys1765500000000, StockTransfersAdjustments1765500000100, SharedRateLimits1765600000000, SessionConfirmation1765700000000, CompanyContextKey1766500000000];
