import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Min } from 'class-validator';

export class StatesQuery {
  @ApiPropertyOptional({ description: 'Country id (default 1, India)', default: 1 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'Please select country' })
  @Min(1, { message: 'Please select country' })
  countryId?: number;
}

export class CountryOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class StateOption {
  @ApiProperty({ description: 'The state id, which is its GST state code as a number (27 = Maharashtra)' }) id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Two-digit GST state code', example: '27' }) code: string;
}
