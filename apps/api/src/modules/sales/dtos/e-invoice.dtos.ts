import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsCalendarDate, Required } from '../../../core/http/field-validators.js';

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

export const EWAY_MESSAGES = {
  mode: 'Transport mode must be ROAD, RAIL, AIR or SHIP',
  distanceRequired: 'Distance (km) is required',
  distance: 'Distance must be a whole number of km from 0 to 4000 (0: the portal computes it from the PIN codes)',
  vehicleNo: 'Vehicle number must be like MH12AB1234',
  transporterId: "Transporter id must be the transporter's 15-character GSTIN or TRANSIN",
  roadNeeds: "A road e-way bill needs the vehicle number or the transporter's id",
  docNeeds: 'Rail, air and ship need the transport document number and date',
  docDate: 'Transport document date must be a valid date (yyyy-MM-dd)',
  force: 'force must be true or false',
  belowThreshold: (total: string) =>
    `An e-way bill is required only above ₹50,000.00: this invoice is ${total} (ask with force=true to make one anyway)`,
  noGoods: 'This invoice has only services (SAC 99): an e-way bill is for goods',
  noPin: "The customer's address on this invoice has no 6-digit PIN code: an e-way bill needs the destination PIN",
  noSellerPin: 'The company address has no 6-digit PIN code: an e-way bill needs the dispatch PIN',
} as const;

/** GET /api/erp/sale-invoice/{id}/e-way-bill */
export class EwayBillQuery {
  @ApiProperty({ enum: ['ROAD', 'RAIL', 'AIR', 'SHIP'], required: false, default: 'ROAD' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined))
  @IsOptional()
  @IsIn(['ROAD', 'RAIL', 'AIR', 'SHIP'], { message: EWAY_MESSAGES.mode })
  transportMode?: 'ROAD' | 'RAIL' | 'AIR' | 'SHIP';

  @ApiProperty({ example: 150, description: 'Approximate distance in km; 0 lets the portal compute it from the PIN codes' })
  @Transform(({ value }) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value))
  @IsInt({ message: EWAY_MESSAGES.distance })
  @Min(0, { message: EWAY_MESSAGES.distance })
  @Max(4000, { message: EWAY_MESSAGES.distance })
  @Required(EWAY_MESSAGES.distanceRequired)
  distanceKm: number;

  @ApiProperty({ required: false, example: 'MH12AB1234' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.replace(/[\s-]/g, '').toUpperCase() : undefined))
  @IsOptional()
  @Matches(/^([A-Z]{2}\d{1,2}[A-Z]{0,3}\d{4}|TR[A-Z0-9]{6,13}|\d{2}BH\d{4}[A-Z]{1,2})$/, { message: EWAY_MESSAGES.vehicleNo })
  vehicleNo?: string;

  @ApiProperty({ required: false, example: '29AAGCB7383J1Z4' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim().toUpperCase() : undefined))
  @IsOptional()
  @Matches(/^[0-9]{2}[0-9A-Z]{13}$/, { message: EWAY_MESSAGES.transporterId })
  transporterId?: string;

  @ApiProperty({ required: false, example: 'Sahyadri Roadways' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @MaxLength(100)
  transporterName?: string;

  @ApiProperty({ required: false, description: 'Railway receipt, airway bill or bill of lading number' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @MaxLength(15)
  transportDocNo?: string;

  @ApiProperty({ required: false, example: '2026-11-20' })
  @Transform(({ value }) => (typeof value === 'string' && value.trim() ? value.trim() : undefined))
  @IsOptional()
  @IsCalendarDate(EWAY_MESSAGES.docDate, EWAY_MESSAGES.docDate)
  transportDocDate?: string;

  @ApiProperty({ required: false, enum: ['true', 'false'], description: 'true: make the e-way bill even at ₹50,000 or less' })
  @Transform(({ value }) => (value === undefined || value === '' ? undefined : value === 'true' || value === true ? true : value === 'false' || value === false ? false : value))
  @IsOptional()
  @IsBoolean({ message: EWAY_MESSAGES.force })
  force?: boolean;
}
