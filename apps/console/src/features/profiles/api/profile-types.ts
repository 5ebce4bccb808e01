/** Personal profiles (/api/erp/personal-profile). */
export const NAME_TITLES = ['Mr.', 'Mrs.', 'Ms.'] as const;

export interface ProfileListItem {
  id: number;
  nameTitle: string;
  name: string;
  title: string;
  city: string;
  country: string;
  icon: string | null;
}

export interface Profile extends ProfileListItem {
  /** Masked unless emailMasked is false (or the edit form asked to reveal it). */
  email: string;
  phone: string;
  emailMasked: boolean;
  phoneMasked: boolean;
  url: string | null;
  about: string | null;
  skills: string[];
  /** The caller may edit it and see its unmasked contacts: the company's administrator or the profile's creator. */
  canEdit: boolean;
}

export type ProfileSaveRequest = Omit<Profile, 'id' | 'canEdit'> & { id: number };
