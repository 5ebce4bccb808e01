import { Controller, Get, HttpCode, Injectable, Post, Query, Req, Res, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ReadsRequestBody } from '../../../core/http/body-readers-check.js';
import { rawBodyOf, readRawBody } from '../../../core/http/raw-body.js';
import { RateLimit } from '../../../core/http/rate-limit.js';
import { Public } from '../../../core/tenancy/route-metadata.js';
import { IclockService } from '../services/iclock.service.js';

/**
 * A push's body is read only from a known device: the serial number is checked first (403 and a note for the
 * operator otherwise), so an unknown sender cannot make the server receive a large body (BODY_READ_BY_ROUTE).
 */
@ReadsRequestBody()
@Injectable()
export class IclockKnownDeviceGuard implements CanActivate {
  constructor(private readonly iclock: IclockService) {}

  async canActivate(ctx: ExecutionContext): Promise<boolean> {
    const req = ctx.switchToHttp().getRequest<Request>();
    const sn = typeof req.query.SN === 'string' ? req.query.SN : undefined;
    await this.iclock.knownDevice(sn, req.ip ?? null);
    await readRawBody(req, ctx.switchToHttp().getResponse<Response>());
    return true;
  }
}

/**
 * ZKTeco ADMS push (served at /iclock, outside /api, where devices look for it). Devices expect
 * plain-text answers; the body of a push is read raw, by IclockKnownDeviceGuard.
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
  @UseGuards(IclockKnownDeviceGuard)
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
  @UseGuards(IclockKnownDeviceGuard)
  async deviceCommand(@Query('SN') sn: string, @Req() req: Request, @Res() res: Response) {
    res.type('text/plain').send(await this.iclock.poll(sn, req.ip ?? null));
  }
}
