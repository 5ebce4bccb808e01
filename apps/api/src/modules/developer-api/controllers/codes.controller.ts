import { Body, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { BarcodeDto, QrCodeDto } from '../dtos/codes.dtos.js';
import { GatewayApi } from '../gateway/gateway-api.js';
import { CodesService, formatFromAccept, type RenderedImage } from '../services/codes.service.js';
import { ApiFileAnswer } from '../../../core/http/openapi-answers.js';

@Controller('v1')
export class CodesController {
  constructor(private readonly codes: CodesService) {}

  @Post('barcode')
  @HttpCode(200)
  @GatewayApi({ appId: 6, name: 'BarCode', bodyLimit: 8 * 1024 })
  @ApiOperation({ summary: 'A barcode as PNG (default) or SVG (Accept: image/svg+xml)' })
  @ApiFileAnswer(['image/png', 'image/svg+xml'], 'The image')
  async barcode(@Body() body: BarcodeDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendImage(res, await this.codes.barcode(body, formatFromAccept(req.headers.accept)));
  }

  @Post('qrcode')
  @HttpCode(200)
  @GatewayApi({ appId: 7, name: 'QRCode', bodyLimit: 8 * 1024 })
  @ApiOperation({ summary: 'A QR code as PNG (default) or SVG (Accept: image/svg+xml); UPI payment URIs work' })
  @ApiFileAnswer(['image/png', 'image/svg+xml'], 'The image')
  async qrcode(@Body() body: QrCodeDto, @Req() req: Request, @Res() res: Response): Promise<void> {
    sendImage(res, await this.codes.qrcode(body, formatFromAccept(req.headers.accept)));
  }
}

/**
 * The image is in memory: one write ends the answer. A StreamableFile would wrap it in a readable stream piped
 * through a chunking transform, which cost more per call than a small barcode itself (issue 32's profile).
 * Errors thrown before this still go through the exception filter and the call log as before.
 */
function sendImage(res: Response, rendered: RenderedImage): void {
  res.statusCode = 200;
  res.setHeader('Content-Type', rendered.contentType);
  res.setHeader('Content-Length', rendered.body.length);
  res.setHeader('Cache-Control', 'no-store');
  res.end(rendered.body);
}
