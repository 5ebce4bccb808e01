import { ApiProperty } from '@nestjs/swagger';
import { SaleInvoiceView } from './sale.dtos.js';

/** The seller's contact and payment details, from the company profile (read when shown, not copied at issue). */
export class SellerContactView {
  @ApiProperty({ nullable: true, type: String }) phone: string | null;
  @ApiProperty({ nullable: true, type: String }) email: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'data: URL' }) logo: string | null;
  @ApiProperty({ nullable: true, type: String }) bankName: string | null;
  @ApiProperty({ nullable: true, type: String }) accountNumber: string | null;
  @ApiProperty({ nullable: true, type: String }) ifsc: string | null;
  @ApiProperty({ nullable: true, type: String }) upiId: string | null;
}

/** The invoice as printed, shared and rendered to PDF: the issued invoice plus what it prints about paying it. */
export class PrintableSaleInvoiceView extends SaleInvoiceView {
  @ApiProperty({ type: SellerContactView }) sellerContact: SellerContactView;
  @ApiProperty({ nullable: true, type: String, description: "The customer's phone today (for the invoice and WhatsApp)" }) customerPhone: string | null;
  @ApiProperty({ enum: ['Cash', 'Bank', 'Credit'] }) paymentMode: string;
  @ApiProperty({ description: 'What is still to be paid: the balance of a credit sale, 0 for one paid at the counter' }) amountDue: string;
  @ApiProperty({ nullable: true, type: String, description: 'upi://pay link for the amount due, when the seller has a UPI id and something is due' })
  upiPayUri: string | null;
}

export class ShareLinkView {
  @ApiProperty({ description: 'Downloads the PDF without a session until expiresOn' }) url: string;
  @ApiProperty() expiresOn: string;
  @ApiProperty({ nullable: true, type: String, description: 'https://wa.me/91<phone>?text=... (null without a customer phone: the console opens wa.me without a number)' })
  whatsappUrl: string | null;
  @ApiProperty({ description: 'The message: invoice number, amount and link' }) message: string;
}
