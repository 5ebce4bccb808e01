import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

const IMAGE = 'A JPEG or PNG photo (at most 5 MB) as base64 text, with or without a data: URL prefix; or send multipart/form-data with the file in the field "image"';

export class FaceEnrollDto {
  @ApiProperty({ example: 'EMP-0042', description: 'Your id for the person: 1 to 100 letters, digits or . _ - : @. Enrolling it again adds another face (at most 5)' })
  personId!: string;
  @ApiProperty({ example: 'Asha Verma', description: '1 to 200 characters' }) name!: string;
  @ApiProperty({ description: IMAGE }) image!: string;
  @ApiPropertyOptional({ default: false, description: 'Keep the photo as well (otherwise only the face descriptor is stored)' }) keepPhoto?: boolean;
}

export class FaceIdentifyDto {
  @ApiProperty({ description: IMAGE }) image!: string;
  @ApiPropertyOptional({ default: 0.5, minimum: 0.2, maximum: 0.8, description: 'Largest distance taken as the same person' }) threshold?: number;
  @ApiPropertyOptional({ default: 3, minimum: 1, maximum: 10, description: 'Matches answered per face' }) maxMatches?: number;
}

export class FaceVerifyDto {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
  @ApiProperty({ description: IMAGE }) image!: string;
  @ApiPropertyOptional({ default: 0.5, minimum: 0.2, maximum: 0.8 }) threshold?: number;
}

export class FaceBoxView {
  @ApiProperty({ description: 'Pixels from the left of the image as sent' }) x!: number;
  @ApiProperty() y!: number;
  @ApiProperty() width!: number;
  @ApiProperty() height!: number;
}

export class PersonMatchView {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
  @ApiProperty({ example: 'Asha Verma' }) name!: string;
  @ApiProperty({ example: 0.21, description: 'Euclidean distance of the face descriptors: smaller is closer' }) distance!: number;
  @ApiProperty({ example: 0.79, description: '1 at distance 0, 0.5 at the threshold' }) confidence!: number;
}

export class IdentifiedFaceView {
  @ApiProperty({ type: FaceBoxView }) box!: FaceBoxView;
  @ApiProperty({ example: 0.86, description: 'Detection score, 0 to 1' }) score!: number;
  @ApiProperty({ type: PersonMatchView, nullable: true, description: 'The closest person under the threshold, or null: no match' }) match!: PersonMatchView | null;
  @ApiProperty({ type: PersonMatchView, isArray: true, description: 'People under the threshold, closest first' }) matches!: PersonMatchView[];
}

export class FaceIdentifyView {
  @ApiProperty({ type: IdentifiedFaceView, isArray: true, description: 'Every face found, left to right (at most 20)' }) faces!: IdentifiedFaceView[];
  @ApiProperty() facesFound!: number;
  @ApiProperty({ example: 0.5 }) threshold!: number;
  @ApiProperty({ example: 640 }) width!: number;
  @ApiProperty({ example: 480 }) height!: number;
}

export class FaceEnrolledView {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
  @ApiProperty({ example: 'Asha Verma' }) name!: string;
  @ApiProperty({ example: 1, description: 'Faces now enrolled for this person' }) faces!: number;
  @ApiProperty({ type: FaceBoxView }) box!: FaceBoxView;
  @ApiProperty() photoKept!: boolean;
}

export class FaceVerifyView {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
  @ApiProperty({ example: 'Asha Verma' }) name!: string;
  @ApiProperty() match!: boolean;
  @ApiProperty({ example: 0.18 }) distance!: number;
  @ApiProperty({ example: 0.82 }) confidence!: number;
  @ApiProperty({ example: 0.5 }) threshold!: number;
}

export class FacePersonView {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
  @ApiProperty({ example: 'Asha Verma' }) name!: string;
  @ApiProperty({ example: 2 }) faces!: number;
  @ApiProperty() photoKept!: boolean;
  @ApiProperty() createdOn!: string;
  @ApiProperty() updatedOn!: string;
}

export class FacePersonPage {
  @ApiProperty({ type: FacePersonView, isArray: true }) list!: FacePersonView[];
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalRecords!: number;
}

export class FaceDeletedView {
  @ApiProperty({ example: 'EMP-0042' }) personId!: string;
}
