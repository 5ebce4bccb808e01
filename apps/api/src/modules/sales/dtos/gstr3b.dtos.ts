import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ReturnPeriod } from './gstr1.dtos.js';
import { OptionalField } from '../../../core/http/dto-fields.js';

export const GSTR3B_MESSAGES = {
  format: 'Format must be json',
  notRegistered: 'GSTR-3B is filed by GST-registered businesses: add the company GSTIN to the profile first',
  composition: 'A composition dealer files CMP-08 and GSTR-4, not GSTR-3B',
} as const;

/** GET /api/erp/gst-return/gstr3b */
export class Gstr3bQuery {
  @ReturnPeriod()
  month: string;

  @OptionalField({ enum: ['json'], description: "Absent: the form's tables (this answer); json: the GST portal's offline-utility JSON as a file" }, IsIn(['json'], { message: GSTR3B_MESSAGES.format }))
  format?: 'json';
}

/** GET /api/erp/gst-return/gstr1/summary */
export class Gstr1SummaryQuery {
  @ReturnPeriod()
  month: string;
}

export class Gstr3bTaxRowView {
  @ApiProperty({ example: '3.1(a)' }) code: string;
  @ApiProperty({ example: 'Outward taxable supplies (other than zero rated, nil rated and exempted)' }) nature: string;
  @ApiProperty({ nullable: true, type: String, example: '1000.00', description: 'Null where the form has no taxable value (table 4)' }) taxableValue: string | null;
  @ApiProperty({ example: '180.00' }) igst: string;
  @ApiProperty({ example: '0.00' }) cgst: string;
  @ApiProperty({ example: '0.00' }) sgst: string;
  @ApiProperty({ example: '0.00' }) cess: string;
}

export class Gstr3bInterStateRowView {
  @ApiProperty({ example: 29 }) stateCode: number;
  @ApiProperty({ example: '29-Karnataka' }) placeOfSupply: string;
  @ApiProperty({ example: '1000.00' }) taxableValue: string;
  @ApiProperty({ example: '180.00' }) igst: string;
}

export class Gstr3bExemptRowView {
  @ApiProperty({ example: 'From a supplier under composition scheme, Exempt and Nil rated supply' }) nature: string;
  @ApiProperty({ example: '0.00' }) interState: string;
  @ApiProperty({ example: '500.00' }) intraState: string;
}

export class Gstr3bPaymentRowView {
  @ApiProperty({ enum: ['Integrated Tax', 'Central Tax', 'State/UT Tax', 'Cess'] }) head: string;
  @ApiProperty({ example: '180.00' }) taxPayable: string;
  @ApiProperty({ example: '100.00' }) paidWithIgst: string;
  @ApiProperty({ example: '0.00' }) paidWithCgst: string;
  @ApiProperty({ example: '0.00' }) paidWithSgst: string;
  @ApiProperty({ example: '0.00' }) paidWithCess: string;
  @ApiProperty({ example: '80.00' }) paidInCash: string;
  @ApiProperty({ example: '0.00', description: 'Credit of this head left after the set-off' }) creditLeft: string;
}

export class Gstr3bDocumentsView {
  @ApiProperty() invoices: number;
  @ApiProperty() creditNotes: number;
  @ApiProperty({ description: 'Received purchases, stock entries and expenses with GST' }) inward: number;
}

export class Gstr3bView {
  @ApiProperty({ example: '27AAPFU0939F1ZV' }) gstin: string;
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ example: 'Nov 2026' }) monthLabel: string;
  @ApiProperty({ type: Gstr3bDocumentsView }) documents: Gstr3bDocumentsView;
  @ApiProperty({ type: [Gstr3bTaxRowView], description: '3.1 outward supplies and inward supplies liable to reverse charge' }) outward: Gstr3bTaxRowView[];
  @ApiProperty({ type: [Gstr3bInterStateRowView], description: '3.2 inter-state supplies to unregistered persons' }) interStateUnregistered: Gstr3bInterStateRowView[];
  @ApiProperty({ type: [Gstr3bTaxRowView], description: '4 eligible ITC: 4(A)(1)..(5), 4(B)(1), 4(B)(2), 4(C), 4(D)(1), 4(D)(2)' }) itc: Gstr3bTaxRowView[];
  @ApiProperty({ type: [Gstr3bExemptRowView], description: '5 exempt, nil-rated and non-GST inward supplies' }) exemptInward: Gstr3bExemptRowView[];
  @ApiProperty({ type: [Gstr3bPaymentRowView], description: '6.1 payment of tax: credit set off by head, the rest in cash' }) payment: Gstr3bPaymentRowView[];
  @ApiProperty({ example: '80.00', description: 'Tax to pay in cash this month (all heads)' }) netPayable: string;
}

export class Gstr1TableSummaryView {
  @ApiProperty({ example: 'B2B' }) table: string;
  @ApiProperty({ example: 'B2B invoices (registered buyers)' }) description: string;
  @ApiProperty({ description: 'Documents (or rows for B2CS, nil and HSN)' }) count: number;
  @ApiProperty({ example: '1000.00' }) taxableValue: string;
  @ApiProperty({ example: '180.00' }) igst: string;
  @ApiProperty({ example: '0.00' }) cgst: string;
  @ApiProperty({ example: '0.00' }) sgst: string;
  @ApiProperty({ example: '0.00' }) cess: string;
}

export class Gstr1SummaryView {
  @ApiProperty({ example: '27AAPFU0939F1ZV' }) gstin: string;
  @ApiProperty({ example: '2026-11' }) month: string;
  @ApiProperty({ example: 'Nov 2026' }) monthLabel: string;
  @ApiProperty() invoices: number;
  @ApiProperty() creditNotes: number;
  @ApiProperty({ type: [Gstr1TableSummaryView] }) tables: Gstr1TableSummaryView[];
}
