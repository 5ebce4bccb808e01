import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** One inbox row (spec: messageId, waId, name, messageText, timestamp). */
export class WhatsappMessageView {
  @ApiProperty() id: number;
  @ApiProperty({ description: "WhatsApp's message id (wamid...)" }) messageId: string;
  @ApiProperty({ description: "The sender's WhatsApp id (phone number with country code)" }) waId: string;
  @ApiProperty({ nullable: true, type: String, description: "The sender's profile name" }) name: string | null;
  @ApiProperty({ description: 'text, image, audio, video, document, sticker, location, contacts, button, interactive, reaction...' })
  messageType: string;
  @ApiProperty({ description: 'The text, or a short description such as "[image] caption" for other kinds' }) messageText: string;
  @ApiProperty({ description: 'When WhatsApp says the message was sent (ISO 8601)' }) timestamp: string;
  @ApiProperty({ description: 'When the webhook delivered it (ISO 8601)' }) receivedOn: string;
}

export class WhatsappMessagePage {
  @ApiProperty({ type: [WhatsappMessageView] }) list: WhatsappMessageView[];
  @ApiProperty() totalPages: number;
  @ApiProperty() totalRecords: number;
}

/** What one webhook delivery did (replays count as duplicates, statuses are not messages). */
export class WebhookReceipt {
  @ApiProperty({ description: 'Messages stored by this delivery' }) stored: number;
  @ApiProperty({ description: 'Messages already stored by an earlier delivery' }) duplicates: number;
  @ApiPropertyOptional({ description: 'Status updates (sent, delivered, read) in the payload, which are not stored' })
  statusesIgnored: number;
}
