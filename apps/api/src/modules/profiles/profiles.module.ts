import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvoiceDetailsController } from './controllers/invoice-details.controller.js';
import { PersonalProfileController } from './controllers/personal-profile.controller.js';
import { PersonalProfileEntity } from './entities/personal-profile.entity.js';
import { InvoiceDetailsRepository } from './repositories/invoice-details.repository.js';
import { PersonalProfilesRepository } from './repositories/personal-profiles.repository.js';
import { InvoiceDetailsService } from './services/invoice-details.service.js';
import { PersonalProfilesService } from './services/personal-profiles.service.js';

/**
 * Personal profiles (/personal-profile): people the company presents, contact details masked by default; and the
 * company profile's invoice details (phone, e-mail, logo, bank, UPI) that sale invoices print.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PersonalProfileEntity])],
  controllers: [PersonalProfileController, InvoiceDetailsController],
  providers: [PersonalProfilesService, PersonalProfilesRepository, InvoiceDetailsService, InvoiceDetailsRepository],
  exports: [InvoiceDetailsService],
})
export class ProfilesModule {}
