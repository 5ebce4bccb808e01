import 'reflect-metadata';
import { Controller, Get, Post } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { DiscoveryModule } from '@nestjs/core';
import { AnySignedInUser, RequirePermission } from './permissions.js';
import { PlatformScope, Public } from './route-metadata.js';
import { RoutePermissionsCheck } from './route-permissions-check.js';

@Controller('erp/things')
class ThingsController {
  @RequirePermission('catalogue.read') @Get() list() {}
  @Post() forgotten() {}
  @AnySignedInUser() @Get('mine') mine() {}
  @PlatformScope() @Get('all') all() {}
  @Public() @Get('open') open() {}
}

@RequirePermission('hrms.write')
@Controller('erp/declared-on-class')
class ClassLevelController {
  @Post() save() {}
}

@Public()
@Controller('webhooks/thing')
class PublicController {
  @Post() hook() {}
}

async function check(...controllers: Function[]): Promise<RoutePermissionsCheck> {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule], controllers: controllers as never[], providers: [RoutePermissionsCheck] }).compile();
  return moduleRef.get(RoutePermissionsCheck);
}

describe('RoutePermissionsCheck: every route a session reaches declares what the role needs', () => {
  it('lists the routes with no permission, no AnySignedInUser, not platform and not public', async () => {
    expect((await check(ThingsController, ClassLevelController, PublicController)).routesWithoutPermission())
      .toEqual(['POST /erp/things (ThingsController.forgotten)']);
  });

  it('refuses to start when one is missing, naming it', async () => {
    const c = await check(ThingsController);
    expect(() => c.onApplicationBootstrap()).toThrow(/POST \/erp\/things \(ThingsController.forgotten\)/);
  });

  it('starts when every route declares one', async () => {
    expect(() => check(ClassLevelController, PublicController).then((c) => c.onApplicationBootstrap())).not.toThrow();
    expect((await check(ClassLevelController, PublicController)).routesWithoutPermission()).toEqual([]);
  });
});
