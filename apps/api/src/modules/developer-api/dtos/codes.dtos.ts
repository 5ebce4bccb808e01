import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsDefined, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

export const BARCODE_TYPES = ['code128', 'ean13', 'ean8', 'upca', 'code39', 'itf14', 'datamatrix', 'pdf417'] as const;
export type BarcodeType = (typeof BARCODE_TYPES)[number];
export const QR_ERROR_CORRECTION = ['L', 'M', 'Q', 'H'] as const;

export const CODE_MESSAGES = {
  textRequired: 'Text is required',
  textLength: 'Text must be 1 to 2000 characters',
  type: `Type must be one of ${BARCODE_TYPES.join(', ')}`,
  typeRequired: 'Type is required',
  scale: 'Scale must be a whole number from 1 to 10',
  height: 'Height must be a whole number of millimetres from 5 to 100',
  includeText: 'includeText must be true or false',
  size: 'Size must be a whole number of pixels from 64 to 2048',
  margin: 'Margin must be a whole number of modules from 0 to 20',
  errorCorrection: 'Error correction must be one of L, M, Q, H',
  invalidBarcode: (detail: string) => `Invalid barcode text: ${detail}`,
  invalidQr: (detail: string) => `Invalid QR code text: ${detail}`,
} as const;
const M = CODE_MESSAGES;

export class BarcodeDto {
  @ApiProperty({ example: '5901234123457', description: 'The data; for ean13/ean8/upca/itf14 the check digit must be right' })
  @IsString({ message: M.textLength })
  @MinLength(1, { message: M.textLength })
  @MaxLength(2000, { message: M.textLength })
  @IsDefined({ message: M.textRequired })
  text!: string;

  @ApiProperty({ enum: BARCODE_TYPES, example: 'ean13' })
  @IsIn(BARCODE_TYPES as unknown as string[], { message: M.type })
  @IsDefined({ message: M.typeRequired })
  type!: BarcodeType;

  @ApiPropertyOptional({ default: 3, minimum: 1, maximum: 10, description: 'Pixels per module' })
  @IsOptional()
  @IsInt({ message: M.scale }) @Min(1, { message: M.scale }) @Max(10, { message: M.scale })
  scale?: number;

  @ApiPropertyOptional({ default: 15, minimum: 5, maximum: 100, description: 'Bar height in millimetres (linear codes)' })
  @IsOptional()
  @IsInt({ message: M.height }) @Min(5, { message: M.height }) @Max(100, { message: M.height })
  height?: number;

  @ApiPropertyOptional({ default: true, description: 'Print the text below linear codes' })
  @IsOptional()
  @IsBoolean({ message: M.includeText })
  includeText?: boolean;
}

export class QrCodeDto {
  @ApiProperty({ example: 'upi://pay?pa=sharma@okaxis&pn=Sharma%20Traders&am=499.00&cu=INR' })
  @IsString({ message: M.textLength })
  @MinLength(1, { message: M.textLength })
  @MaxLength(2000, { message: M.textLength })
  @IsDefined({ message: M.textRequired })
  text!: string;

  @ApiPropertyOptional({ default: 256, minimum: 64, maximum: 2048, description: 'Image width in pixels (PNG)' })
  @IsOptional()
  @IsInt({ message: M.size }) @Min(64, { message: M.size }) @Max(2048, { message: M.size })
  size?: number;

  @ApiPropertyOptional({ default: 4, minimum: 0, maximum: 20, description: 'Quiet zone in modules' })
  @IsOptional()
  @IsInt({ message: M.margin }) @Min(0, { message: M.margin }) @Max(20, { message: M.margin })
  margin?: number;

  @ApiPropertyOptional({ enum: QR_ERROR_CORRECTION, default: 'M' })
  @IsOptional()
  @IsIn(QR_ERROR_CORRECTION as unknown as string[], { message: M.errorCorrection })
  errorCorrection?: (typeof QR_ERROR_CORRECTION)[number];
}
