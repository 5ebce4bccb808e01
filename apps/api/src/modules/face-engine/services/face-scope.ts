/**
 * Who enrolled a person: the developer API's callers (their own person ids) or the HRMS module
 * (employees, for face attendance). The two never match against each other, so a company's API
 * integration cannot punch attendance, and HRMS enrolments are not listed to API keys.
 */
export const FACE_SCOPES = ['API', 'HRMS'] as const;
export type FaceScope = (typeof FACE_SCOPES)[number];
