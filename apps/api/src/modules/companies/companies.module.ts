import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/index.js';
import { CaptchaModule } from '../captcha/index.js';
import { MenusModule } from '../menus/index.js';
import { CompanyController } from './controllers/company.controller.js';
import { SignupController } from './controllers/signup.controller.js';
import { CompanyEntity } from './entities/company.entity.js';
import { CompaniesRepository } from './repositories/companies.repository.js';
import { CompaniesService } from './services/companies.service.js';
import { CompanyStatusReaderService } from './services/company-status-reader.service.js';
import { PlatformBootstrapService } from './services/platform-bootstrap.service.js';

/** Other modules import it for CompaniesService; auth reads company status through its port (no cycle). */
@Module({
  imports: [TypeOrmModule.forFeature([CompanyEntity]), AuthModule, CaptchaModule, MenusModule],
  controllers: [SignupController, CompanyController],
  providers: [
    CompaniesService, CompaniesRepository, CompanyStatusReaderService, PlatformBootstrapService,
  ],
  exports: [CompaniesService],
})
export class CompaniesModule {}
