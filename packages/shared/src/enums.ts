/**
 * Enumerations of the specification (platform-core.md, platform-services.md). Each is a
 * readonly tuple (for validation and select options) plus its union type.
 */

export const GENDERS = ['MALE', 'FEMALE', 'OTHER', 'PREFER_NOT_TO_SAY'] as const;
export type Gender = (typeof GENDERS)[number];

export const MARITAL_STATUSES = ['SINGLE', 'MARRIED', 'DIVORCED', 'WIDOWED', 'OTHER'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];

export const BLOOD_GROUPS = [
  'A_POSITIVE', 'A_NEGATIVE', 'B_POSITIVE', 'B_NEGATIVE',
  'AB_POSITIVE', 'AB_NEGATIVE', 'O_POSITIVE', 'O_NEGATIVE',
] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** "A_POSITIVE" -> "A+" for display. */
export function bloodGroupLabel(group: BloodGroup): string {
  const [letters, sign] = group.split('_');
  return `${letters}${sign === 'POSITIVE' ? '+' : '-'}`;
}

export const HOLIDAY_TYPES = ['NATIONAL', 'REGIONAL', 'OPTIONAL', 'COMPANY'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export const EMPLOYEE_STATUSES = ['PENDING', 'ACTIVE', 'RESIGNED', 'TERMINATED', 'INACTIVE'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];
/** Statuses a new employee may be created with (spec: only PENDING and ACTIVE). */
export const NEW_EMPLOYEE_STATUSES = ['PENDING', 'ACTIVE'] as const satisfies readonly EmployeeStatus[];
/** Statuses an existing employee may be moved to (PENDING is disabled). */
export const EXISTING_EMPLOYEE_STATUSES = ['ACTIVE', 'RESIGNED', 'TERMINATED', 'INACTIVE'] as const satisfies readonly EmployeeStatus[];

export const ATTENDANCE_DAY_TYPES = ['WORKING', 'HOLIDAY', 'WEEKOFF'] as const;
export type AttendanceDayType = (typeof ATTENDANCE_DAY_TYPES)[number];

export const WEEKDAYS = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const CESS_TYPES = ['NONE', 'FIXED', 'PERCENT'] as const;
export type CessType = (typeof CESS_TYPES)[number];

export const REGISTRATION_TYPES = ['Unregistered', 'REGULAR', 'COMPOSITION'] as const;
export type RegistrationType = (typeof REGISTRATION_TYPES)[number];

/**
 * Whether a party's bills carry GST: only a regular registration with a GSTIN may collect it; a composition or
 * unregistered supplier's price is all cost (its bill of supply has no tax). One rule for the server's purchase
 * totals and the console's preview of them.
 */
export function chargesGst(party: { registrationType: string; gstin: string | null }): boolean {
  return party.registrationType === 'REGULAR' && Boolean(party.gstin);
}

export const NAME_TITLES = ['Mr.', 'Mrs.', 'Ms.'] as const;
export type NameTitle = (typeof NAME_TITLES)[number];

/** Service types: 0 API, 1 application. */
export const SERVICE_TYPES = { API: 0, APPLICATION: 1 } as const;
export type ServiceType = (typeof SERVICE_TYPES)[keyof typeof SERVICE_TYPES];

/**
 * Application ids, used by services, menu entries, dashboard permissions (3 POS, 9 SSL,
 * 10 HRMS) and API logs (1, 2, 6, 7; 0 for all).
 */
export const APP_IDS = {
  ALL: 0,
  HTML_TO_PDF: 1,
  FACE_IDENTIFICATION: 2,
  POS: 3,
  BARCODE: 6,
  QRCODE: 7,
  SSL: 9,
  HRMS: 10,
} as const;
export type AppKey = keyof typeof APP_IDS;
export type AppId = (typeof APP_IDS)[AppKey];

/** Display names, as in the API Logs app dropdown. */
export const APP_NAMES: Record<AppId, string> = {
  0: 'All',
  1: 'HTML To PDF',
  2: 'Face Identification',
  3: 'POS',
  6: 'BarCode',
  7: 'QRCode',
  9: 'SSL',
  10: 'HRMS',
};

/** The developer APIs whose calls are logged (API Logs dropdown, besides All). */
export const API_LOG_APP_IDS = [APP_IDS.HTML_TO_PDF, APP_IDS.FACE_IDENTIFICATION, APP_IDS.BARCODE, APP_IDS.QRCODE] as const;

export const USER_TYPES = ['SUPER_ADMIN', 'COMPANY_ADMIN', 'STAFF'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Modules whose records keep a transaction history and attachments. */
export const REFERENCE_MODULES = ['EXPENSE', 'INCOME'] as const;
export type ReferenceModule = (typeof REFERENCE_MODULES)[number];

/** The `source` sent with login and change-password. */
export const CLIENT_SOURCES = ['WEB'] as const;
export type ClientSource = (typeof CLIENT_SOURCES)[number];

/** Type guard for any of the tuples above: isOneOf(GENDERS, value). */
export function isOneOf<T extends string | number>(values: readonly T[], value: unknown): value is T {
  return (values as readonly unknown[]).includes(value);
}
