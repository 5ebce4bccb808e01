import { Body, Controller, Get, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer, ApiPagedEnvelope } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { CertificateRefDto, CertificateView, RequestCertificateDto } from '../dtos/ssl.dtos.js';
import { CERTIFICATE_SORTABLE } from '../repositories/certificates.repository.js';
import { CertificatesService } from '../services/certificates.service.js';
import { certificateRef } from './ssl-params.js';
import { SslApplication, TalksToCa } from './ssl-application.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';

@ApiTags('ssl')
@ApiBearerAuth()
@SslApplication()
@Controller('ssl/certificate')
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @RequirePermission('services.read')
  @Get()
  @ApiOperation({ summary: 'Certificates of the company, newest first (search over domain, id, status)' })
  @ApiQuery({ name: 'q', required: false, description: 'URL-encoded JSON {search, page, size, sort}; sort by id, domain, issuedOn, expireOn, status' })
  @ApiPagedEnvelope(CertificateView)
  async list(@ListParams({ sortable: Object.keys(CERTIFICATE_SORTABLE) }) query: ListQuery) {
    return reply(await this.certificates.list(query), 'Certificates fetched');
  }

  @RequirePermission('services.write')
  @Post()
  @HttpCode(200)
  @TalksToCa()
  @ApiOperation({ summary: 'Requests a certificate for a verified domain from the customer\'s CSR (checked first: PEM, signature, key, names)' })
  @ApiEnvelope(CertificateView)
  @ApiErrorAnswers(429, 503)
  async request(@Body() body: RequestCertificateDto, @Principal() principal: SessionPrincipal) {
    const { view, message } = await this.certificates.request(body, principal.userId);
    return reply(view, message);
  }

  @RequirePermission('services.read')
  @Get('download')
  @ApiOperation({ summary: 'The issued certificate as a zip: certificate.pem, chain.pem, fullchain.pem, README.txt (file name domain_rootId.zip)' })
  @ApiQuery({ name: 'certificateId', required: true, description: 'The rootId (or numeric id)' })
  @ApiFileAnswer('application/zip', 'The zip: certificate.pem, chain.pem, fullchain.pem, README.txt')
  async download(@Query('certificateId') certificateId: string): Promise<StreamableFile> {
    const { fileName, zip } = await this.certificates.download(certificateRef(certificateId));
    return new StreamableFile(zip, { type: 'application/zip', length: zip.length, disposition: `attachment; filename="${fileName}"` });
  }

  @RequirePermission('services.write')
  @Post('revoke')
  @HttpCode(200)
  @TalksToCa()
  @ApiOperation({ summary: 'Revokes an issued certificate at the CA' })
  @ApiEnvelope(CertificateView)
  @ApiErrorAnswers(429, 503)
  async revoke(@Body() body: CertificateRefDto) {
    const { view, message } = await this.certificates.revoke(certificateRef(body.certificateId));
    return reply(view, message);
  }

  @RequirePermission('services.write')
  @Post('renew')
  @HttpCode(200)
  @TalksToCa()
  @ApiOperation({ summary: 'Issues a new certificate from the same CSR now (renewals otherwise run by themselves)' })
  @ApiEnvelope(CertificateView)
  @ApiErrorAnswers(429, 503)
  async renew(@Body() body: CertificateRefDto) {
    const { view, message } = await this.certificates.renew(certificateRef(body.certificateId));
    return reply(view, message);
  }
}
