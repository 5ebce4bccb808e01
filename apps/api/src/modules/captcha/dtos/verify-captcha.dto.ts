import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class VerifyCaptchaDto {
  @ApiProperty({ description: 'The identifier returned with the image' })
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  @MaxLength(64, { message: 'Please enter valid captcha' })
  identifier: string;

  @ApiProperty({ description: 'The text the person typed' })
  @IsString({ message: 'Please enter valid captcha' })
  @IsNotEmpty({ message: 'Please enter valid captcha' })
  @MaxLength(20, { message: 'Please enter valid captcha' })
  text: string;
}

export class CaptchaDto {
  @ApiProperty() identifier: string;
  @ApiProperty({ description: 'PNG image, base64 (no data: prefix)' }) imageBase64: string;
}
