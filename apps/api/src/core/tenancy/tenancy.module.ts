import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { TenantProvisioning } from './tenant-provisioning.js';
import { TenantRunner } from './tenant-runner.js';

@Global()
@Module({ imports: [DiscoveryModule], providers: [TenantRunner, TenantProvisioning], exports: [TenantRunner, TenantProvisioning] })
export class TenancyModule {}
