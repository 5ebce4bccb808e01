import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, MaxLength } from 'class-validator';
import { Required } from '../../../core/http/field-validators.js';

export const IRN_MESSAGES = {
  irnRequired: 'IRN is required',
  irn: 'IRN must be the 64-character hash the IRP returned (0-9, a-f)',
  ackNoRequired: 'Acknowledgement number is required',
  ackNo: 'Acknowledgement number must be up to 20 digits',
  ackDateRequired: 'Acknowledgement date is required',
  ackDate: 'Acknowledgement date must be written yyyy-MM-dd HH:mm:ss, as the IRP returns it',
  qrRequired: 'Signed QR code is required',
  qr: 'Signed QR code must be the signed JWT the IRP returned',
  already: 'This invoice already has an IRN: an IRN cannot be replaced (cancel it on the IRP and issue a new invoice)',
} as const;

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** POST /api/erp/sale-invoice/{id}/irn: what the IRP answered for the uploaded e-invoice. */
export class SaveIrnDto {
  @ApiProperty({ example: 'a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @Matches(/^[0-9a-f]{64}$/, { message: IRN_MESSAGES.irn })
  @Required(IRN_MESSAGES.irnRequired)
  irn: string;

  @ApiProperty({ example: '112010036563310' })
  @Transform(trimmed)
  @Matches(/^\d{1,20}$/, { message: IRN_MESSAGES.ackNo })
  @Required(IRN_MESSAGES.ackNoRequired)
  ackNo: string;

  @ApiProperty({ example: '2026-11-20 14:05:00', description: 'India time, as the IRP returns it' })
  @Transform(trimmed)
  @Matches(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { message: IRN_MESSAGES.ackDate })
  @Required(IRN_MESSAGES.ackDateRequired)
  ackDate: string;

  @ApiProperty({ description: 'SignedQRCode: the JWT the IRP signed (printed as the QR code)' })
  @Transform(trimmed)
  @MaxLength(4000, { message: IRN_MESSAGES.qr })
  @Matches(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { message: IRN_MESSAGES.qr })
  @IsString({ message: IRN_MESSAGES.qr })
  @Required(IRN_MESSAGES.qrRequired)
  signedQrCode: string;
}

export class EInvoiceRegistrationView {
  @ApiProperty() irn: string;
  @ApiProperty() ackNo: string;
  @ApiProperty({ example: '2026-11-20 14:05:00' }) ackDate: string;
  @ApiProperty() signedQrCode: string;
}

// The e-way bill's query and messages live with the transporters (inventory): sales invoices and stock transfers share them.
export { EWAY_MESSAGES, EwayBillQuery } from '../../inventory/index.js';
