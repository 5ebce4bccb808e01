import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CompanyStatusPort } from './company-status.js';
import { CaptchaModule } from '../captcha/index.js';
import { MenusModule } from '../menus/index.js';
import { AuditModule } from '../audit/index.js';
import { SessionsController } from './controllers/sessions.controller.js';
import { UserSessionsController } from './controllers/user-sessions.controller.js';
import { SessionActivityService } from './services/session-activity.service.js';
import { UserSessionsService } from './services/user-sessions.service.js';
import { AuthenticationController } from './controllers/authentication.controller.js';
import { ForgotPasswordController } from './controllers/forgot-password.controller.js';
import { UserSessionEntity } from './entities/user-session.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { LoginThrottleRepository } from './repositories/login-throttle.repository.js';
import { ResetTokensRepository } from './repositories/reset-tokens.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { AuthHousekeeper } from './services/auth-housekeeper.js';
import { AuthService } from './services/auth.service.js';
import { LoginThrottleService } from './services/login-throttle.service.js';
import { PasswordHasher } from './services/password-hasher.js';
import { PasswordService } from './services/password.service.js';
import { SessionVerifierService } from './services/session-verifier.service.js';
import { TokenService } from './services/token.service.js';
import { UserAccountsService } from './services/user-accounts.service.js';

/** Core's guard finds SessionVerifierService through its port (core/tenancy/session.ts): no global module. */
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSessionEntity]), JwtModule.register({}), DiscoveryModule, CaptchaModule, MenusModule, AuditModule],
  controllers: [AuthenticationController, ForgotPasswordController, SessionsController, UserSessionsController],
  providers: [
    AuthService, AuthHousekeeper, PasswordService, UserAccountsService, TokenService, PasswordHasher, LoginThrottleService,
    SessionVerifierService, SessionActivityService, UserSessionsService, UsersRepository, SessionsRepository, LoginThrottleRepository, ResetTokensRepository,
    CompanyStatusPort.Ref,
  ],
  exports: [UserAccountsService],
})
export class AuthModule {}
