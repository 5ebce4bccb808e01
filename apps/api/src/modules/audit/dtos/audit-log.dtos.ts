import { ApiProperty } from '@nestjs/swagger';

/** One row of the activity log. */
export class AuditEntryView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'When (ISO 8601)' }) createdAt: string;
  @ApiProperty({ nullable: true, type: Number, description: 'Who: null for work the system did (jobs, sign-up)' }) userId: number | null;
  @ApiProperty({ nullable: true, type: String, description: "The user's name when the row was written" }) userName: string | null;
  @ApiProperty({ enum: ['CREATE', 'UPDATE', 'DELETE', 'LOGIN', 'LOGIN_FAILED', 'LOGOUT', 'SESSION_END', 'EXPORT'] }) action: string;
  @ApiProperty({ example: 'expense', description: 'The kind of record (expense, sale_invoice, user, session, or the export: expense, income, attendance, gstr1)' })
  recordType: string;
  @ApiProperty({ nullable: true, type: String }) recordId: string | null;
  @ApiProperty({
    nullable: true, type: 'object', additionalProperties: true,
    description: 'An edit: the changed fields as they were; a delete: the record as it was (secrets never included)',
  })
  before: Record<string, unknown> | null;
  @ApiProperty({
    nullable: true, type: 'object', additionalProperties: true,
    description: 'A create: the record; an edit: the changed fields as they became; an export: its filters; a login: the device',
  })
  after: Record<string, unknown> | null;
  @ApiProperty({ nullable: true, type: String, description: 'The client address the change came from' }) clientAddress: string | null;
}
