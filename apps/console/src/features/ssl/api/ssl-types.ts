import type { BodyOf, Schemas } from '@bizdesk/api-client';

export type Domain = Schemas['DomainView'];
export type DomainName = Schemas['DomainNameView'];
export type VerificationDetails = Schemas['VerificationDetailsView'];
export type Certificate = Schemas['CertificateView'];
export type SslDashboard = Schemas['SslDashboardView'];
export type DomainSaveRequest = BodyOf<'/api/ssl/domain'>;
export type VerifyRequest = BodyOf<'/api/ssl/domain/verify'>;
export type CertificateRequest = BodyOf<'/api/ssl/certificate'>;
