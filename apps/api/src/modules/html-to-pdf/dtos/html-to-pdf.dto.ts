import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class PdfMarginDto {
  @ApiPropertyOptional({ example: '5mm' }) top?: string;
  @ApiPropertyOptional({ example: '5mm' }) right?: string;
  @ApiPropertyOptional({ example: '5mm' }) bottom?: string;
  @ApiPropertyOptional({ example: '5mm' }) left?: string;
}

export class PdfOptionsDto {
  @ApiPropertyOptional({ enum: ['A4', 'Letter', 'Legal', 'A3', 'A5'], default: 'A4' }) format?: string;
  @ApiPropertyOptional({ default: false }) landscape?: boolean;
  @ApiPropertyOptional({ type: PdfMarginDto, description: 'Each side defaults to 5mm; a single length sets all four' }) margin?: PdfMarginDto;
  @ApiPropertyOptional({ default: true }) printBackground?: boolean;
  @ApiPropertyOptional({ minimum: 0.1, maximum: 2, default: 1 }) scale?: number;
  @ApiPropertyOptional({ example: '1-3, 5' }) pageRanges?: string;
  @ApiPropertyOptional({ description: 'HTML; <span class="pageNumber"></span> and <span class="totalPages"></span> are filled in' })
  headerTemplate?: string;
  @ApiPropertyOptional({ description: 'HTML, as headerTemplate' }) footerTemplate?: string;
  @ApiPropertyOptional({ default: 'document.pdf', description: 'Download name in Content-Disposition' }) filename?: string;
  @ApiPropertyOptional({ default: false, description: 'Run the page\'s scripts (same network rules and time limit)' }) javascript?: boolean;
  @ApiPropertyOptional({ default: false, description: 'A tagged (accessible) PDF, with structure for screen readers: about twice the size' }) tagged?: boolean;
}

/** JSON form; multipart sends the HTML as the file field `file` and `options` as JSON text. */
export class HtmlToPdfDto {
  @ApiProperty({ description: 'The HTML document, at most 5 MB. Images and CSS: data: URIs or the provider\'s allowed hosts only' })
  html: string;
  @ApiPropertyOptional({ type: PdfOptionsDto }) options?: PdfOptionsDto;
}
