import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SESSION_VERIFIER } from '../../core/tenancy/session.js';
import { CaptchaModule } from '../captcha/captcha.module.js';
import { MenusModule } from '../menus/menus.module.js';
import { AuthenticationController } from './controllers/authentication.controller.js';
import { ForgotPasswordController } from './controllers/forgot-password.controller.js';
import { UserSessionEntity } from './entities/user-session.entity.js';
import { UserEntity } from './entities/user.entity.js';
import { LoginThrottleRepository } from './repositories/login-throttle.repository.js';
import { ResetTokensRepository } from './repositories/reset-tokens.repository.js';
import { SessionsRepository } from './repositories/sessions.repository.js';
import { UsersRepository } from './repositories/users.repository.js';
import { AuthService } from './services/auth.service.js';
import { LoginThrottleService } from './services/login-throttle.service.js';
import { PasswordHasher } from './services/password-hasher.js';
import { PasswordService } from './services/password.service.js';
import { SessionVerifierService } from './services/session-verifier.service.js';
import { TokenService } from './services/token.service.js';
import { UserAccountsService } from './services/user-accounts.service.js';

/** Global only for SESSION_VERIFIER, which core's AuthGuard injects without importing modules/*. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserEntity, UserSessionEntity]), JwtModule.register({}), CaptchaModule, MenusModule],
  controllers: [AuthenticationController, ForgotPasswordController],
  providers: [
    AuthService, PasswordService, UserAccountsService, TokenService, PasswordHasher, LoginThrottleService,
    SessionVerifierService, UsersRepository, SessionsRepository, LoginThrottleRepository, ResetTokensRepository,
    { provide: SESSION_VERIFIER, useExisting: SessionVerifierService },
  ],
  exports: [SESSION_VERIFIER, UserAccountsService],
})
export class AuthModule {}
