import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TenantProvisioning } from './tenant-provisioning.js';
import { SessionVerifierPort } from './session.js';
import { TenantRunner } from './tenant-runner.js';

@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [TenantRunner, TenantProvisioning, SessionVerifierPort.Ref],
  exports: [TenantRunner, TenantProvisioning, SessionVerifierPort.Ref],
})
export class TenancyModule {}
