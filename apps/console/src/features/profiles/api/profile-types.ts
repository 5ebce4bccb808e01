import type { BodyOf, Schemas } from '@bizdesk/api-client';

/** Personal profiles (/api/erp/personal-profile). */
export const NAME_TITLES = ['Mr.', 'Mrs.', 'Ms.'] as const;

/** A row of the list (no contact details). */
export type ProfileListItem = Schemas['ProfileListItem'];

/** One profile: e-mail and phone masked unless emailMasked/phoneMasked is false or the editor asked to reveal them. */
export type Profile = Schemas['ProfileView'];

/** POST /api/erp/personal-profile (generated from the server's SaveProfileDto). */
export type ProfileSaveRequest = BodyOf<'/api/erp/personal-profile', 'post'>;
