import { ApiProperty } from '@nestjs/swagger';

export class EmployeeFaceDto {
  @ApiProperty({ description: 'A JPEG or PNG photo of the employee alone (at most 5 MB) as base64 text; or multipart with the file in "image"' })
  image!: string;
}

export class EmployeeFaceStatusView {
  @ApiProperty() employeeId!: number;
  @ApiProperty({ description: 'A face is enrolled for face attendance' }) enrolled!: boolean;
  @ApiProperty({ description: 'Photos enrolled (at most 5)' }) faces!: number;
  @ApiProperty({ description: 'The employee\'s shift asks for face attendance' }) faceAttendance!: boolean;
}
