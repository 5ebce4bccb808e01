import { Body, Query, StreamableFile } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { reply } from '../../../core/http/api-reply.js';
import { ListParams, type ListQuery } from '../../../core/http/list-query.js';
import { Principal } from '../../../core/tenancy/request-principal.js';
import type { SessionPrincipal } from '../../../core/tenancy/session.js';
import { CertificateRefDto, CertificateView, RequestCertificateDto } from '../dtos/ssl.dtos.js';
import { CERTIFICATE_SORTABLE } from '../repositories/certificates.repository.js';
import { CertificatesService } from '../services/certificates.service.js';
import { certificateRef } from './ssl-params.js';
import { SslApplication, TalksToCa } from './ssl-application.js';
import { ApiController, GetRoute, PagedRoute, PostRoute } from '../../../core/http/routes.js';

@ApiController('ssl', 'ssl/certificate', SslApplication())
export class CertificatesController {
  constructor(private readonly certificates: CertificatesService) {}

  @PagedRoute('services.read', '', 'Certificates of the company, newest first (search over domain, id, status)',
    CertificateView, { query: 'URL-encoded JSON {search, page, size, sort}; sort by id, domain, issuedOn, expireOn, status' })
  async list(@ListParams({ sortable: Object.keys(CERTIFICATE_SORTABLE) }) query: ListQuery) {
    return reply(await this.certificates.list(query), 'Certificates fetched');
  }

  @TalksToCa()
  @PostRoute('services.write', '', 'Requests a certificate for a verified domain from the customer\'s CSR (checked first: PEM, signature, key, names)',
    ApiEnvelope(CertificateView), ApiErrorAnswers(429, 503))
  async request(@Body() body: RequestCertificateDto, @Principal() principal: SessionPrincipal) {
    const { view, message } = await this.certificates.request(body, principal.userId);
    return reply(view, message);
  }

  @GetRoute('services.read', 'download', 'The issued certificate as a zip: certificate.pem, chain.pem, fullchain.pem, README.txt (file name domain_rootId.zip)',
    ApiFileAnswer('application/zip', 'The zip: certificate.pem, chain.pem, fullchain.pem, README.txt'),
    ApiQuery({ name: 'certificateId', required: true, description: 'The rootId (or numeric id)' }))
  async download(@Query('certificateId') certificateId: string): Promise<StreamableFile> {
    const { fileName, zip } = await this.certificates.download(certificateRef(certificateId));
    return new StreamableFile(zip, { type: 'application/zip', length: zip.length, disposition: `attachment; filename="${fileName}"` });
  }

  @TalksToCa()
  @PostRoute('services.write', 'revoke', 'Revokes an issued certificate at the CA', ApiEnvelope(CertificateView), ApiErrorAnswers(429, 503))
  async revoke(@Body() body: CertificateRefDto) {
    const { view, message } = await this.certificates.revoke(certificateRef(body.certificateId));
    return reply(view, message);
  }

  @TalksToCa()
  @PostRoute('services.write', 'renew', 'Issues a new certificate from the same CSR now (renewals otherwise run by themselves)', ApiEnvelope(CertificateView), ApiErrorAnswers(429, 503))
  async renew(@Body() body: CertificateRefDto) {
    const { view, message } = await this.certificates.renew(certificateRef(body.certificateId));
    return reply(view, message);
  }
}
