import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { rawBodyOf } from '../../../core/http/raw-body.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { IclockService } from '../services/iclock.service.js';

/**
 * ZKTeco ADMS push (served at /iclock, outside /api, where devices look for it). Devices expect
 * plain-text answers; the body of a push arrives raw (see RAW_BODY_ROUTES).
 */
@ApiExcludeController()
@Public()
@RateLimit(1200, 60_000)
@Controller('iclock')
export class IclockController {
  constructor(private readonly iclock: IclockService) {}

  @Get('cdata')
  async options(@Query('SN') sn: string, @Req() req: Request, @Res() res: Response) {
    res.type('text/plain').send(await this.iclock.options(sn, req.ip ?? null));
  }

  @Post('cdata')
  @HttpCode(200)
  async push(@Query('SN') sn: string, @Query('table') table: string | undefined, @Req() req: Request, @Res() res: Response) {
    const body = rawBodyOf(req)?.toString('utf8') ?? (typeof req.body === 'string' ? req.body : '');
    res.type('text/plain').send(await this.iclock.receive(sn, table ?? '', body, req.ip ?? null));
  }

  @Get('getrequest')
  async getRequest(@Query('SN') sn: string, @Req() req: Request, @Res() res: Response) {
    res.type('text/plain').send(await this.iclock.poll(sn, req.ip ?? null));
  }

  @Post('devicecmd')
  @HttpCode(200)
  async deviceCommand(@Query('SN') sn: string, @Req() req: Request, @Res() res: Response) {
    res.type('text/plain').send(await this.iclock.poll(sn, req.ip ?? null));
  }
}
