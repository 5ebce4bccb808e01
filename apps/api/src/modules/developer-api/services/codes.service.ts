import { BadRequestException, Injectable } from '@nestjs/common';
import QRCode from 'qrcode';
import { CodeRenderPool } from '../rendering/code-render-pool.js';
import { CODE_MESSAGES as M, unencodableCharacter, type BarcodeDto, type BarcodeType, type QrCodeDto } from '../dtos/codes.dtos.js';

export type ImageFormat = 'png' | 'svg';
export interface RenderedImage {
  body: Buffer;
  contentType: 'image/png' | 'image/svg+xml';
}

const LINEAR: ReadonlySet<BarcodeType> = new Set(['code128', 'ean13', 'ean8', 'upca', 'code39', 'itf14']);

/** The BarCode (6) and QRCode (7) APIs: barcodes drawn in a worker thread (CodeRenderPool), QR codes on the event loop. */
@Injectable()
export class CodesService {
  constructor(private readonly renderer: CodeRenderPool) {}

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
    const drawn = await this.renderer.render({ format, options });
    // bwip-js names the problem ("bwipp.ean13badCheckDigit#6915: Incorrect EAN-13 check digit provided").
    if (!drawn.ok) throw new BadRequestException(M.invalidBarcode(bwippDetail(drawn.message)));
    return { body: drawn.body, contentType: format === 'svg' ? 'image/svg+xml' : 'image/png' };
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

function bwippDetail(text: string): string {
  return text.replace(/^bwipp\.[A-Za-z0-9]+#\d+:\s*/, '').replace(/^bwip-js:\s*/, '');
}

/** PNG unless the caller asks for SVG. */
export function formatFromAccept(accept: string | undefined): ImageFormat {
  return accept && /image\/svg\+xml/i.test(accept) ? 'svg' : 'png';
}
