import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { COMPANY_STATUS_READER } from '../auth/company-status.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { MenusModule } from '../menus/menus.module.js';
import { CompanyController } from './controllers/company.controller.js';
import { SignupController } from './controllers/signup.controller.js';
import { CompanyEntity } from './entities/company.entity.js';
import { CompaniesRepository } from './repositories/companies.repository.js';
import { CompaniesService } from './services/companies.service.js';
import { CompanyStatusReaderService } from './services/company-status-reader.service.js';
import { PlatformBootstrapService } from './services/platform-bootstrap.service.js';

/** Global only for COMPANY_STATUS_READER, which auth reads without importing this module (no cycle). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity]), AuthModule, CaptchaModule, MenusModule],
  controllers: [SignupController, CompanyController],
  providers: [
    CompaniesService, CompaniesRepository, CompanyStatusReaderService, PlatformBootstrapService,
    { provide: COMPANY_STATUS_READER, useExisting: CompanyStatusReaderService },
  ],
  exports: [CompaniesService, COMPANY_STATUS_READER],
})
export class CompaniesModule {}
