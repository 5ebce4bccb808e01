import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CaptchaModule } from '../captcha/index.js';
import { MastersModule } from '../masters/index.js';
import { MenusModule } from '../menus/index.js';
import { SubscriptionsModule } from '../subscriptions/index.js';
import { CompanyController } from './controllers/company.controller.js';
import { SignupController } from './controllers/signup.controller.js';
import { CompanyEntity } from './entities/company.entity.js';
import { CompaniesRepository } from './repositories/companies.repository.js';
import { CompanyGstProfileRepository } from './repositories/company-gst-profile.repository.js';
import { CompaniesService } from './services/companies.service.js';
import { CompanyGstProfileService } from './services/company-gst-profile.service.js';
import { CompanyProfileService } from './services/company-profile.service.js';
import { CompanyStatusReaderService } from './services/company-status-reader.service.js';
import { PlatformBootstrapService } from './services/platform-bootstrap.service.js';

/** Other modules import it for CompaniesService and the company's GST profile (CompanyGstProfileService); auth reads company status through its port (no cycle). */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity]), AuthModule, CaptchaModule, MenusModule, MastersModule, SubscriptionsModule],
  controllers: [SignupController, CompanyController],
  providers: [
    CompaniesService, CompaniesRepository, CompanyStatusReaderService, PlatformBootstrapService, CompanyGstProfileService, CompanyGstProfileRepository, CompanyProfileService,
  ],
  exports: [CompaniesService, CompanyGstProfileService],
})
export class CompaniesModule {}
