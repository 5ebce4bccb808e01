import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

export const SEARCH_MESSAGES = {
  tooLong: 'Search must be at most 60 characters',
} as const;

export class SearchQuery {
  @ApiPropertyOptional({ description: 'What to look for (2 to 60 characters; shorter answers nothing)' })
  @IsOptional()
  @IsString({ message: SEARCH_MESSAGES.tooLong })
  @MaxLength(60, { message: SEARCH_MESSAGES.tooLong })
  q?: string;
}

export class SearchHitView {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Name, or the invoice number' }) title: string;
  @ApiProperty({ nullable: true, type: String, description: 'A second line: phone, price, date and amount, employee code' }) subtitle: string | null;
}

/**
 * At most 5 of each kind. A kind the caller's role may not read, or whose application the company does not
 * subscribe to, is empty and listed in `notSearched`.
 */
export class SearchResultsView {
  @ApiProperty({ type: SearchHitView, isArray: true }) products: SearchHitView[];
  @ApiProperty({ type: SearchHitView, isArray: true }) customers: SearchHitView[];
  @ApiProperty({ type: SearchHitView, isArray: true }) suppliers: SearchHitView[];
  @ApiProperty({ type: SearchHitView, isArray: true }) invoices: SearchHitView[];
  @ApiProperty({ type: SearchHitView, isArray: true }) employees: SearchHitView[];
  @ApiProperty({ type: String, isArray: true, enum: ['products', 'customers', 'suppliers', 'invoices', 'employees'] }) notSearched: string[];
}
