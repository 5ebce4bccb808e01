import { ApiProperty } from '@nestjs/swagger';

/** One live session of the signed-in user. */
export class SessionView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'Chrome on Windows', description: 'Browser and system, read from the user agent' }) device: string;
  @ApiProperty({ nullable: true, type: String }) userAgent: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The address the session signed in from' }) address: string | null;
  @ApiProperty({ nullable: true, type: String, description: 'The address it was last used from' }) lastAddress: string | null;
  @ApiProperty({ description: 'Signed in (ISO 8601)' }) createdAt: string;
  @ApiProperty({ description: 'Last used (ISO 8601; recorded within half a minute)' }) lastSeenAt: string;
  @ApiProperty({ description: 'Ends by itself (ISO 8601)' }) expiresAt: string;
  @ApiProperty({ description: 'The session this request was made with' }) current: boolean;
}

export class SessionsEndedView {
  @ApiProperty({ description: 'How many live sessions were ended' }) ended: number;
}
