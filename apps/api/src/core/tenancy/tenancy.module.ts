import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { LiveSessionCheck } from './live-session.js';
import { TenantProvisioning } from './tenant-provisioning.js';
import { SessionVerifierPort } from './session.js';
import { TenantRunner } from './tenant-runner.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [TenantRunner, TenantProvisioning, SessionVerifierPort.Ref, LiveSessionCheck],
  exports: [TenantRunner, TenantProvisioning, SessionVerifierPort.Ref, LiveSessionCheck],
})
export class TenancyModule {}
