import { Readable } from 'node:stream';
import { Query, StreamableFile } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { inChunks } from '@bizdesk/shared';
import { Transform } from 'class-transformer';
import { ApiFileAnswer } from '../../../core/http/openapi-answers.js';
import { IsCalendarDate } from '../../../core/http/field-validators.js';
import { TallyExportService } from '../services/tally-export.service.js';
import { ApiController, GetRoute } from '../../../core/http/routes.js';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** GET /api/erp/export/tally */
export class TallyExportQuery {
  @ApiProperty({ example: '2026-04-01' })
  @Transform(trimmed)
  @IsCalendarDate('From date must be a valid date (yyyy-MM-dd)', 'From date is required')
  from: string;

  @ApiProperty({ example: '2027-03-31' })
  @Transform(trimmed)
  @IsCalendarDate('To date must be a valid date (yyyy-MM-dd)', 'To date is required')
  to: string;
}

@ApiController('accounting', 'erp/export')
export class TallyExportController {
  constructor(private readonly tally: TallyExportService) {}

  @GetRoute('gst.read', 'tally', 'The books of a period as a Tally XML import (ENVELOPE/TALLYMESSAGE): ledgers for accounts and parties, one voucher per journal',
    ApiFileAnswer('application/xml', 'Tally XML (Content-Disposition: attachment)'))
  async export(@Query() query: TallyExportQuery) {
    const file = await this.tally.export(query.from, query.to);
    return new StreamableFile(Readable.from(inChunks(file.pieces)), {
      type: 'application/xml; charset=utf-8', disposition: `attachment; filename="${file.fileName}"`,
    });
  }
}
