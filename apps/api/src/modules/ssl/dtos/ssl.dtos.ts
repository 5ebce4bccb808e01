import { SSL_MESSAGES } from '@bizdesk/shared';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { Equals, IsBoolean, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { Required } from '../../../core/http/field-validators.js';
import { IdNumber } from '../../../core/http/dto-fields.js';

// ------------------------------------------------------------------------------------------ requests

export class SaveDomainDto {
  @ApiProperty({ example: 0, description: '0 creates; a domain cannot be changed afterwards (delete it and add it again)' })
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(0, { message: 'id must be a whole number' })
  @IsOptional()
  id?: number;

  @ApiProperty({ example: 'example.com' })
  @MaxLength(253, { message: SSL_MESSAGES.domainInvalid })
  @IsString({ message: SSL_MESSAGES.domainInvalid })
  @Required(SSL_MESSAGES.domainRequired)
  domain!: string;

  @ApiPropertyOptional({ description: 'Ignored: a domain becomes verified through the CA only' })
  @IsOptional()
  verified?: boolean;

  @ApiPropertyOptional({ default: true, description: 'Also cover the www/non-www twin (only for example.com or www.example.com)' })
  @IsBoolean({ message: 'coverWwwNonWWW must be true or false' })
  @IsOptional()
  coverWwwNonWWW?: boolean;

  @ApiProperty({ description: 'The SSL terms (02 April 2025) accepted' })
  @Equals(true, { message: SSL_MESSAGES.termsRequired })
  @Required(SSL_MESSAGES.termsRequired)
  termsAccepted!: boolean;
}

export class DomainRefDto {
  @IdNumber('Domain id must be a whole number', 'Domain id is required', { example: 12, description: 'The domain id' })
  id!: number;

  @ApiPropertyOptional({ example: 'www.example.com', description: 'Verify: only this name (a twin is verified on its own); default every pending name' })
  @IsString()
  @MaxLength(253)
  @IsOptional()
  name?: string;
}

export class RequestCertificateDto {
  @ApiProperty({ example: 0, description: '0: a new certificate (certificates are not edited)' })
  @Type(() => Number)
  @IsInt({ message: 'id must be a whole number' })
  @Min(0, { message: 'id must be a whole number' })
  @IsOptional()
  id?: number;

  @IdNumber(SSL_MESSAGES.certificateDomainRequired, SSL_MESSAGES.certificateDomainRequired, { example: 12, description: 'A verified domain' })
  domainId!: number;

  @ApiProperty({ description: 'PEM PKCS#10 request naming exactly the domain (and its twin when the domain covers it)' })
  @MaxLength(16_384, { message: 'The CSR is too large (at most 16 KB)' })
  @IsString({ message: SSL_MESSAGES.csrRequired })
  @Required(SSL_MESSAGES.csrRequired)
  csr!: string;

  @ApiProperty({ description: 'The SSL terms (02 April 2025) accepted' })
  @Equals(true, { message: SSL_MESSAGES.termsRequired })
  @Required(SSL_MESSAGES.termsRequired)
  termsAccepted!: boolean;
}

export class CertificateRefDto {
  @ApiProperty({ example: 'k3v9q2m7x8c4b1n6', description: 'The certificate: its rootId (or its numeric id)' })
  @IsString({ message: 'Certificate id is required' })
  @MaxLength(40)
  @Required('Certificate id is required')
  certificateId!: string;
}

// ------------------------------------------------------------------------------------------ answers

export class DelegationView {
  @ApiProperty({ example: '_acme-challenge.example.com' }) recordName!: string;
  @ApiProperty({ example: '3f2a9c0d1e4b5a6c7d8e.acme.bizdesk.example' }) target!: string;
  @ApiProperty({ enum: ['UNKNOWN', 'NOT_DELEGATED', 'DELEGATED', 'WRONG_TARGET'] }) status!: string;
  @ApiProperty({ nullable: true, type: String, description: 'The CNAME target found at the last check' }) found!: string | null;
  @ApiProperty({ nullable: true, type: String }) checkedOn!: string | null;
}

export class DomainNameView {
  @ApiProperty({ example: 'www.example.com' }) name!: string;
  @ApiProperty({ example: '_acme-challenge.www.example.com', description: 'TXT record name (Name/Host)' }) Key!: string;
  @ApiProperty({ nullable: true, type: String, description: 'TXT record value' }) Value!: string | null;
  @ApiProperty({ enum: ['NONE', 'PENDING', 'PROCESSING', 'VALID', 'FAILED'] }) status!: string;
  @ApiProperty({ nullable: true, type: String, description: "The CA's reason for the last failed validation" }) lastError!: string | null;
  @ApiProperty({ nullable: true, type: String }) lastErrorOn!: string | null;
  @ApiProperty({ nullable: true, type: String }) validatedOn!: string | null;
  @ApiProperty({ type: DelegationView, nullable: true, description: 'null when the platform offers no challenge zone' }) delegation!: DelegationView | null;
}

export class DomainView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'example.com' }) domain!: string;
  @ApiProperty() verified!: boolean;
  @ApiProperty({ enum: ['Verified', 'Pending'] }) verificationStatus!: string;
  @ApiProperty() challengeGenerated!: boolean;
  @ApiProperty() coverWwwNonWWW!: boolean;
  @ApiProperty({ nullable: true, type: String, example: 'www.example.com' }) twin!: string | null;
  @ApiProperty({ type: [DomainNameView] }) names!: DomainNameView[];
  @ApiProperty() createdOn!: string;
}

export class VerificationDetailsView {
  @ApiProperty() domainId!: number;
  @ApiProperty() domain!: string;
  @ApiProperty() verified!: boolean;
  @ApiProperty() challengeGenerated!: boolean;
  @ApiProperty({ example: 'TXT' }) type!: string;
  @ApiProperty({ nullable: true, type: String, description: 'TXT record name of the domain itself (the spec\'s Key)' }) Key!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'TXT record value of the domain itself (the spec\'s Value)' }) Value!: string | null;
  @ApiProperty({ example: 300, description: 'Suggested TTL in seconds' }) ttl!: number;
  @ApiProperty({ type: [DomainNameView], description: 'Every name: the domain and, when covered, its twin' }) records!: DomainNameView[];
  @ApiProperty({ description: 'Failed validations in the last hour (at most 5)' }) failuresLastHour!: number;
  @ApiProperty({ nullable: true, type: String, description: 'When another validation may be tried, if the hourly limit is reached' }) retryAfter!: string | null;
  @ApiProperty({ nullable: true, type: String, description: "The platform's challenge zone (delegation offered when set)" }) delegationZone!: string | null;
}

export class CertificateView {
  @ApiProperty() id!: number;
  @ApiProperty({ example: 'k3v9q2m7x8c4b1n6' }) rootId!: string;
  @ApiProperty() domainId!: number;
  @ApiProperty({ example: 'example.com' }) domain!: string;
  @ApiProperty({ type: [String] }) names!: string[];
  @ApiProperty() csr!: string;
  @ApiProperty({ enum: ['PENDING', 'ISSUED', 'FAILED', 'REVOKED', 'EXPIRED'] }) status!: string;
  @ApiProperty({ nullable: true, type: String }) issuedOn!: string | null;
  @ApiProperty({ nullable: true, type: String }) expireOn!: string | null;
  @ApiProperty({ nullable: true, type: String }) revokedOn!: string | null;
  @ApiProperty({ nullable: true, type: String }) failureReason!: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'When the platform renews it next' }) renewalDue!: string | null;
  @ApiProperty({ nullable: true, type: String }) renewalError!: string | null;
  @ApiProperty({ description: 'A renewal waits for the customer to update the TXT record and verify the domain' }) waitingForDns!: boolean;
  @ApiProperty({ description: 'Every name is delegated to the platform: renewals need no action' }) renewsByItself!: boolean;
}

export class SslDashboardView {
  @ApiProperty({ description: 'Domains (live)' }) domains!: number;
  @ApiProperty({ description: 'Certificates (every status)' }) certificates!: number;
  @ApiProperty() verifiedDomains!: number;
  @ApiProperty() issuedCertificates!: number;
  @ApiProperty({ description: 'Issued certificates expiring within 14 days' }) expiringSoon!: number;
}

