import { Body, HttpCode, Post, Query, Res, StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProperty, ApiQuery } from '@nestjs/swagger';
import type { Response } from 'express';
import { reply } from '../../../core/http/api-reply.js';
import { ReceiveUpload } from '../../../core/http/upload-body.js';
import { ACCOUNTING_MESSAGES as M } from '../accounting.messages.js';
import { ATTACHMENT_MAX_BYTES, AttachmentsService, type UploadedFileLike } from '../services/attachments.service.js';
import { ApiEnvelope, ApiErrorAnswers, ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { RequirePermission } from '../../../core/tenancy/permissions.js';
import { ApiController, DeleteRoute, GetRoute, IdQuery } from '../../../core/http/routes.js';

export class AttachmentView {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['INCOME', 'EXPENSE'] }) module: string;
  @ApiProperty() referenceId: number;
  @ApiProperty() fileName: string;
  @ApiProperty() contentType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ nullable: true, type: String }) uploadedBy: string | null;
  @ApiProperty() uploadedOn: string;
}

@ApiController('accounting', 'erp/attachment')
export class AttachmentController {
  constructor(private readonly attachments: AttachmentsService) {}

  @RequirePermission('accounting.write')
  @Post()
  @HttpCode(200)
  // The body is received to disk before the request's transaction opens (a slow client holds no connection).
  @ReceiveUpload('file', ATTACHMENT_MAX_BYTES, { tooLarge: M.attachmentTooLarge })
  @ApiOperation({ summary: 'Attach a file (PDF, PNG, JPEG or WebP, at most 5 MB) to an INCOME or EXPENSE record' })
  @ApiConsumes('multipart/form-data')
  @ApiEnvelope(AttachmentView)
  @ApiErrorAnswers(413, 415)
  @ApiBody({
    schema: {
      type: 'object', required: ['module', 'referenceId', 'file'],
      properties: { module: { type: 'string', enum: ['INCOME', 'EXPENSE'] }, referenceId: { type: 'integer' }, file: { type: 'string', format: 'binary' } },
    },
  })
  async upload(@Body() body: Record<string, unknown>, @UploadedFile() file?: UploadedFileLike) {
    return reply(await this.attachments.upload(body?.module, body?.referenceId, file), 'File uploaded successfully');
  }

  @GetRoute('accounting.read', '', "A record's attachments",
    ApiEnvelope([AttachmentView]), ApiQuery({ name: 'module', required: true, enum: ['INCOME', 'EXPENSE'] }), ApiQuery({ name: 'referenceId', required: true }))
  async list(@Query('module') module?: string, @Query('referenceId') referenceId?: string) {
    return reply(await this.attachments.list(module, referenceId), 'Attachments fetched successfully');
  }

  @GetRoute('accounting.read', 'download', 'The file itself (?id=)',
    ApiFileAnswer(['application/pdf', 'image/png', 'image/jpeg', 'image/webp'], 'The file, as uploaded (Content-Disposition: attachment)'), IdQuery())
  async download(@Query('id') id: string | undefined, @Res({ passthrough: true }) res: Response) {
    const file = await this.attachments.open(id);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    return new StreamableFile(file.stream, {
      type: file.contentType,
      length: file.size,
      disposition: `attachment; filename="${file.fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    });
  }

  @DeleteRoute('accounting.write', '', 'Remove an attachment (?id=)', ApiEnvelope(null), IdQuery())
  async remove(@Query('id') id?: string) {
    await this.attachments.remove(id);
    return reply(null, 'Attachment deleted successfully');
  }
}
