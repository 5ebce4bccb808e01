import { hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

/** Argon2id (memory-hard) with the library's defaults: about 45 ms a hash on this class of machine. */
@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}

/** Spent on unknown e-mails so a login's timing does not tell whether the account exists. */
export const DUMMY_HASH_INPUT = 'timing-equaliser-not-a-password';
