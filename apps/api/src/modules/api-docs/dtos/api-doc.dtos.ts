import { ApiProperty } from '@nestjs/swagger';
import { IsDefined } from 'class-validator';
import { IdNumber } from '../../../core/http/dto-fields.js';

export class ApiDocIdQuery {
  @IdNumber('Document id must be a whole number', IsDefined({ message: 'Document id is required' }), { example: 7 })
  id!: number;
}

export class ApiDocumentView {
  @ApiProperty({ description: 'The API\'s app id' }) id!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'QrcodeOutlined' }) icon!: string;
  @ApiProperty() description!: string;
  @ApiProperty() javaScript!: string;
  @ApiProperty() react!: string;
  @ApiProperty() java!: string;
  @ApiProperty() csharp!: string;
}
