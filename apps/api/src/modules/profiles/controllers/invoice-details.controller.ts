import { Body, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes } from '@nestjs/swagger';
import { reply } from '../../../core/http/api-reply.js';
import { ApiEnvelope, ApiErrorAnswers } from '../../../core/http/openapi-answers.js';
import { ReceiveUpload, type UploadedTempFile } from '../../../core/http/upload-body.js';
import { INVOICE_DETAILS_MESSAGES as M, CompanyInvoiceDetailsView, SaveCompanyInvoiceDetailsDto } from '../dtos/invoice-details.dtos.js';
import { InvoiceDetailsService, LOGO_MAX_BYTES } from '../services/invoice-details.service.js';
import { ApiController, DeleteRoute, GetRoute, PostRoute } from '../../../core/http/routes.js';

/** The company profile's invoice details (phone, e-mail, logo, bank, UPI): the company's own, company.read / company.write. */
@ApiController('profiles', 'erp/invoice-details')
export class InvoiceDetailsController {
  constructor(private readonly details: InvoiceDetailsService) {}

  @GetRoute('company.read', '', "What the company's sale invoices print about it besides name, address and GSTIN", ApiEnvelope(CompanyInvoiceDetailsView))
  async get() {
    return reply(await this.details.get(), 'Invoice details fetched');
  }

  @PostRoute('company.write', '', 'Save phone, e-mail, bank account (name, number, IFSC: all or none) and UPI id', ApiEnvelope(CompanyInvoiceDetailsView))
  async save(@Body() body: SaveCompanyInvoiceDetailsDto) {
    return reply(await this.details.save(body), 'Invoice details saved successfully');
  }

  @ReceiveUpload('file', LOGO_MAX_BYTES, { tooLarge: M.logoTooLarge })
  @PostRoute('company.write', 'logo', 'Upload the logo (PNG or JPEG, at most 256 KB, recognised by its first bytes); replaces the previous one',
    ApiEnvelope(CompanyInvoiceDetailsView), ApiConsumes('multipart/form-data'),
    ApiBody({ schema: { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } } }), ApiErrorAnswers(413, 415))
  async uploadLogo(@UploadedFile() file?: UploadedTempFile) {
    return reply(await this.details.uploadLogo(file), 'Logo uploaded successfully');
  }

  @DeleteRoute('company.write', 'logo', 'Remove the logo', ApiEnvelope(CompanyInvoiceDetailsView))
  async removeLogo() {
    return reply(await this.details.removeLogo(), 'Logo removed successfully');
  }
}
