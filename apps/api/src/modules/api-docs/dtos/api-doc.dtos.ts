import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsInt, Min } from 'class-validator';

export class ApiDocIdQuery {
  @ApiProperty({ example: 7 })
  @Type(() => Number)
  @IsInt({ message: 'Document id must be a whole number' })
  @Min(1, { message: 'Document id must be a whole number' })
  @IsDefined({ message: 'Document id is required' })
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
