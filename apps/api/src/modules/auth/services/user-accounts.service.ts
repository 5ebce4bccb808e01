import { ConflictException, Injectable } from '@nestjs/common';
import type { CompanyRole } from '../../../core/tenancy/permissions.js';
import type { UserType } from '../entities/user.entity.js';
import { UsersRepository } from '../repositories/users.repository.js';
import { DUMMY_HASH_INPUT, PasswordHasher } from './password-hasher.js';

export const EMAIL_TAKEN = 'An account with this e-mail already exists';

/** Creating sign-in accounts; used by sign-up, the provider's company creation and the first administrator. */
@Injectable()
export class UserAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  emailTaken(email: string): Promise<boolean> {
    return this.users.emailTaken(email);
  }

  /** Runs in the caller's unit of work (platform context for sign-up and provider actions). */
  async create(input: {
    companyId: number;
    email: string;
    name: string;
    password: string;
    type: UserType;
    /** The company role; the company's first account and the provider's administrator are its OWNER. */
    role?: CompanyRole;
    roleId?: number | null;
    forcePasswordChange?: boolean;
  }): Promise<number> {
    if (await this.users.emailTaken(input.email)) throw new ConflictException(EMAIL_TAKEN);
    const user = await this.users.insert({
      companyId: String(input.companyId),
      email: input.email.toLowerCase(),
      name: input.name,
      passwordHash: await this.hasher.hash(input.password),
      type: input.type,
      role: input.role ?? 'OWNER',
      roleId: input.roleId ? String(input.roleId) : null,
      forcePasswordChange: input.forcePasswordChange ?? false,
      active: true,
      defaultLandingPage: '/dashboard',
    });
    return Number(user.id);
  }

  /**
   * Whether the password is the user's own (a second check before a secret is shown: an API key's reveal).
   * A missing user costs the same hashing time as a wrong password.
   */
  async passwordMatches(userId: number, password: string): Promise<boolean> {
    const user = await this.users.findByIdWithHash(userId);
    if (!user) {
      await this.hasher.hash(DUMMY_HASH_INPUT);
      return false;
    }
    return this.hasher.verify(user.passwordHash, password);
  }

  async assignRole(userId: number, roleId: number): Promise<void> {
    await this.users.setRole(userId, roleId);
  }

  /** The company's first (administrator) account, found by the company's contact e-mail. */
  async findIdByEmail(email: string): Promise<number | null> {
    const user = await this.users.findByEmail(email);
    return user ? Number(user.id) : null;
  }
}
