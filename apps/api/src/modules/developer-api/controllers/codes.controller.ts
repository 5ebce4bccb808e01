import { Body, Controller, HttpCode, Post, Req, Res, StreamableFile } from '@nestjs/common';
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
  async barcode(@Body() body: BarcodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return image(res, await this.codes.barcode(body, formatFromAccept(req.headers.accept)));
  }

  @Post('qrcode')
  @HttpCode(200)
  @GatewayApi({ appId: 7, name: 'QRCode', bodyLimit: 8 * 1024 })
  @ApiOperation({ summary: 'A QR code as PNG (default) or SVG (Accept: image/svg+xml); UPI payment URIs work' })
  @ApiFileAnswer(['image/png', 'image/svg+xml'], 'The image')
  async qrcode(@Body() body: QrCodeDto, @Req() req: Request, @Res({ passthrough: true }) res: Response) {
    return image(res, await this.codes.qrcode(body, formatFromAccept(req.headers.accept)));
  }
}

function image(res: Response, rendered: RenderedImage): StreamableFile {
  res.setHeader('Cache-Control', 'no-store');
  return new StreamableFile(rendered.body, { type: rendered.contentType, length: rendered.body.length });
}
