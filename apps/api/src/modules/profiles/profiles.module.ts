import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalProfileController } from './controllers/personal-profile.controller.js';
import { PersonalProfileEntity } from './entities/personal-profile.entity.js';
import { PersonalProfilesRepository } from './repositories/personal-profiles.repository.js';
import { PersonalProfilesService } from './services/personal-profiles.service.js';

/** Personal profiles (/personal-profile): people the company presents, contact details masked by default. */
@Module({
  imports: [TypeOrmModule.forFeature([PersonalProfileEntity])],
  controllers: [PersonalProfileController],
  providers: [PersonalProfilesService, PersonalProfilesRepository],
})
export class ProfilesModule {}
