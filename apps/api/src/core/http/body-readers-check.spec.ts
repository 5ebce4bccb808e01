import 'reflect-metadata';
import { Controller, Get, Injectable, Post, Put, UseGuards, type CanActivate } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DiscoveryModule } from '@nestjs/core';
import { BodyReadersCheck, ReadsRequestBody, isBodyReadByRoute } from './body-readers-check.js';
import { ReceiveUpload } from './upload-body.js';
import { APP_CONFIG } from '../config/app-config.js';
import { LiveSessionCheck } from '../tenancy/live-session.js';

@ReadsRequestBody()
@Injectable()
class ReadsBodyGuard implements CanActivate {
  canActivate() { return true; }
}

@Injectable()
class OtherGuard implements CanActivate {
  canActivate() { return true; }
}

@Controller('v1/things')
class ThingsApiController {
  @Post('read') @UseGuards(ReadsBodyGuard) read() {}
  @Post('forgotten') @UseGuards(OtherGuard) forgotten() {}
  @Put() noGuard() {}
  @Get() list() {}
}

@Controller('erp/user-details/face')
class FacePictureController {
  @Post('json') @ReceiveUpload('image', 1024, { json: 2048 }) json() {}
  @Post('multipart-only') @ReceiveUpload('image', 1024) multipartOnly() {}
}

@UseGuards(ReadsBodyGuard)
@Controller('iclock')
class DeviceController {
  @Post('cdata') push() {}
}

@Controller('erp/expense')
class OrdinaryController {
  @Post() create() {}
}

async function check(...controllers: Function[]): Promise<string[]> {
  const moduleRef = await Test.createTestingModule({
    imports: [DiscoveryModule],
    controllers: controllers as never[],
    providers: [
      BodyReadersCheck, ReadsBodyGuard, OtherGuard, { provide: APP_CONFIG, useValue: { dataDir: '/tmp' } }, { provide: LiveSessionCheck, useValue: {} },
    ],
  }).compile();
  return moduleRef.get(BodyReadersCheck).handlersWithoutBodyReader();
}

describe('BodyReadersCheck: routes whose body no middleware reads must have a guard that reads it', () => {
  it('lists every body-taking handler under BODY_READ_BY_ROUTE without a body-reading guard', async () => {
    expect(await check(ThingsApiController)).toEqual([
      'POST /v1/things/forgotten (ThingsApiController.forgotten)',
      'PUT /v1/things (ThingsApiController.noGuard)',
    ]);
  });

  it('counts an upload guard only when it also reads JSON', async () => {
    expect(await check(FacePictureController)).toEqual([
      'POST /erp/user-details/face/multipart-only (FacePictureController.multipartOnly)',
    ]);
  });

  it('accepts a guard declared on the controller, and ignores routes whose bodies the middleware parses', async () => {
    expect(await check(DeviceController, OrdinaryController)).toEqual([]);
  });

  it('refuses to start when one is missing, naming it', async () => {
    const moduleRef = await Test.createTestingModule({
      imports: [DiscoveryModule],
      controllers: [ThingsApiController],
      providers: [BodyReadersCheck, ReadsBodyGuard, OtherGuard],
    }).compile();
    expect(() => moduleRef.get(BodyReadersCheck).onApplicationBootstrap()).toThrow(/PUT \/v1\/things \(ThingsApiController.noGuard\)/);
  });

  it('matches the list without the global api prefix and only on whole path segments', () => {
    expect(isBodyReadByRoute('/v1/face/enroll')).toBe(true);
    expect(isBodyReadByRoute('/iclock/cdata')).toBe(true);
    expect(isBodyReadByRoute('/erp/attendance/face-punch')).toBe(true);
    expect(isBodyReadByRoute('/v10/face')).toBe(false);
    expect(isBodyReadByRoute('/erp/attendance')).toBe(false);
  });
});
