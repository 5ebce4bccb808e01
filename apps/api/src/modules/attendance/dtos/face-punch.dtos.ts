import { ApiProperty } from '@nestjs/swagger';
import { PUNCH_RESULTS, type PunchResultCode } from './punch.dtos.js';

export class FacePunchDto {
  @ApiProperty({ description: 'The kiosk camera\'s picture: JPEG or PNG (at most 5 MB) as base64 text (a data: URL is fine); or multipart with the file in "image"' })
  image!: string;
}

export class FacePunchView {
  @ApiProperty() employeeId!: number;
  @ApiProperty({ example: 'EMP0007' }) employeeCode!: string;
  @ApiProperty({ example: 'Asha Verma' }) name!: string;
  @ApiProperty({ nullable: true, type: String, example: 'General' }) shiftName!: string | null;
  @ApiProperty({ description: 'The punch time: the server clock, to the minute (a second look within the minute is the same punch)' }) punchTime!: string;
  @ApiProperty({ enum: PUNCH_RESULTS, description: 'ACCEPTED, or DUPLICATE when already punched this minute' }) result!: PunchResultCode;
  @ApiProperty({ example: 0.18 }) distance!: number;
  @ApiProperty({ example: 0.82 }) confidence!: number;
}
