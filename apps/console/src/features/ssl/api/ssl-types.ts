import type { Schemas } from '@bizdesk/api-client';

export type Domain = Schemas['DomainView'];
export type DomainName = Schemas['DomainNameView'];
export type VerificationDetails = Schemas['VerificationDetailsView'];
export type Certificate = Schemas['CertificateView'];
export type SslDashboard = Schemas['SslDashboardView'];
