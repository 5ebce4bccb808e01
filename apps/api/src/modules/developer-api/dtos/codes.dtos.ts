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
  unencodable: (char: string, position: number, type: string, allowed: string) =>
    `The character "${char}" (position ${position}) cannot be encoded in ${type}: it takes ${allowed}`,
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

/**
 * What each symbology can carry. A character outside it used to render a barcode that scans as something
 * else (Code 128 of "₹" or Devanagari); it is now refused, naming the first such character.
 */
export const BARCODE_CHARACTERS: Record<BarcodeType, { test: (codePoint: number) => boolean; allowed: string }> = {
  code128: { test: (c) => c <= 0x7f, allowed: 'ASCII characters only' },
  code39: { test: (c) => /[0-9A-Z \-.$/+%]/.test(String.fromCodePoint(c)), allowed: 'digits, capital letters, space and - . $ / + %' },
  ean13: { test: (c) => c >= 0x30 && c <= 0x39, allowed: 'digits only' },
  ean8: { test: (c) => c >= 0x30 && c <= 0x39, allowed: 'digits only' },
  upca: { test: (c) => c >= 0x30 && c <= 0x39, allowed: 'digits only' },
  itf14: { test: (c) => c >= 0x30 && c <= 0x39, allowed: 'digits only' },
  datamatrix: { test: (c) => c <= 0xff, allowed: 'Latin-1 characters only (no ₹ or Indian scripts)' },
  pdf417: { test: (c) => c <= 0xff, allowed: 'Latin-1 characters only (no ₹ or Indian scripts)' },
};

/** The refusal for the first character `type` cannot encode, or null when every one fits. */
export function unencodableCharacter(text: string, type: BarcodeType): string | null {
  const rule = BARCODE_CHARACTERS[type];
  let position = 0;
  for (const ch of text) {
    position += 1;
    if (!rule.test(ch.codePointAt(0)!)) return CODE_MESSAGES.unencodable(ch, position, type, rule.allowed);
  }
  return null;
}
