import { BadRequestException, Injectable } from '@nestjs/common';
import bwipjs from 'bwip-js';
import QRCode from 'qrcode';
import { CODE_MESSAGES as M, unencodableCharacter, type BarcodeDto, type BarcodeType, type QrCodeDto } from '../dtos/codes.dtos.js';

export type ImageFormat = 'png' | 'svg';
export interface RenderedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/svg+xml';
}

const LINEAR: ReadonlySet<BarcodeType> = new Set(['code128', 'ean13', 'ean8', 'upca', 'code39', 'itf14']);

/** The BarCode (6) and QRCode (7) APIs, rendered in process. */
@Injectable()
export class CodesService {
  async barcode(input: BarcodeDto, format: ImageFormat): Promise<RenderedImage> {
    const unencodable = unencodableCharacter(input.text, input.type);
    if (unencodable) throw new BadRequestException(unencodable);
    const linear = LINEAR.has(input.type);
    const options = {
      bcid: input.type,
      text: input.text,
      scale: input.scale ?? 3,
      ...(linear ? { height: input.height ?? 15, includetext: input.includeText ?? true, textxalign: 'center' as const } : {}),
      // White background and a quiet zone, so the image scans when placed on anything.
      backgroundcolor: 'FFFFFF',
      paddingwidth: 10,
      paddingheight: 10,
    };
    try {
      if (format === 'svg') return { body: Buffer.from(bwipjs.toSVG(options)), contentType: 'image/svg+xml' };
      return { body: await bwipjs.toBuffer(options), contentType: 'image/png' };
    } catch (err) {
      // bwip-js names the problem ("bwipp.ean13badCheckDigit#6915: Incorrect EAN-13 check digit provided").
      throw new BadRequestException(M.invalidBarcode(bwippDetail(err)));
    }
  }

  async qrcode(input: QrCodeDto, format: ImageFormat): Promise<RenderedImage> {
    const options = { errorCorrectionLevel: input.errorCorrection ?? 'M', margin: input.margin ?? 4, width: input.size ?? 256 };
    try {
      if (format === 'svg') return { body: Buffer.from(await QRCode.toString(input.text, { ...options, type: 'svg' })), contentType: 'image/svg+xml' };
      return { body: await QRCode.toBuffer(input.text, { ...options, type: 'png' }), contentType: 'image/png' };
    } catch (err) {
      throw new BadRequestException(M.invalidQr(err instanceof Error ? err.message : String(err)));
    }
  }
}

function bwippDetail(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.replace(/^bwipp\.[A-Za-z0-9]+#\d+:\s*/, '').replace(/^bwip-js:\s*/, '');
}

/** PNG unless the caller asks for SVG. */
export function formatFromAccept(accept: string | undefined): ImageFormat {
  return accept && /image\/svg\+xml/i.test(accept) ? 'svg' : 'png';
}
