import type { BodyOf, DataOf, Schemas } from '@bizdesk/api-client';

/** Request and answer shapes of /api/auth (platform-core 3 and 7), generated from the server's DTOs and views. */

/** POST /api/auth/authentication (LoginDto; the captcha only after an answer said captchaRequired). */
export type LoginRequest = BodyOf<'/api/auth/authentication'>;

/** data of POST /api/auth/authentication. */
export type LoginResponse = DataOf<'/api/auth/authentication', 'post'>;

/** data of POST /api/auth/authentication/rebind. */
export type RebindResponse = DataOf<'/api/auth/authentication/rebind', 'post'>;

/** data of GET /api/auth/captcha: an identifier and the raw base64 of a PNG. */
export type Captcha = DataOf<'/api/auth/captcha'>;

/** Sent in the JSON body of every call protected by a captcha. */
export type CaptchaAnswer = Schemas['CaptchaAnswerDto'];

export type ChangePasswordRequest = BodyOf<'/api/auth/authentication/change-password'>;

export type ResetPasswordRequest = BodyOf<'/api/auth/forgot-password', 'put'>;

export type SignupRequest = BodyOf<'/api/auth/authentication/signup'>;
