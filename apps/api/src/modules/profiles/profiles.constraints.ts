import { conflict, type ConstraintMessages } from '../../core/http/translate-db-error.js';
import { PROFILE_MESSAGES } from './dtos/personal-profile.dtos.js';

/** Two saves racing past the e-mail check meet the unique index (translateDbError). */
export const PROFILE_CONSTRAINTS: ConstraintMessages = {
  constraints: { personal_profiles_email_uq: conflict(PROFILE_MESSAGES.emailTaken) },
};
