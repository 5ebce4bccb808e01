import type { LoginSession, StoredUserData } from '../../../core/session';

/** Request and answer shapes of /api/auth (platform-core 3 and 7). */

export interface LoginRequest extends Partial<CaptchaAnswer> {
  userName: string;
  password: string;
  source: 'WEB';
}

/** data of POST /api/auth/authentication. */
export type LoginResponse = LoginSession;

/** data of POST /api/auth/authentication/rebind. */
export type RebindResponse = Pick<StoredUserData, 'menu' | 'type' | 'name' | 'forcePasswordChange'>;

export interface Captcha {
  identifier: string;
  /** Raw base64 of a PNG. */
  imageBase64: string;
}

/** Sent in the JSON body of every call protected by a captcha. */
export interface CaptchaAnswer {
  captchaIdentifier: string;
  captcha: string;
}

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  source: 'WEB';
}

export interface ResetPasswordRequest extends CaptchaAnswer {
  password: string;
  confirmPassword: string;
  token: string;
}
