import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { readFile } from 'node:fs/promises';
import type { UploadedTempFile } from '../../../core/http/upload-body.js';

/** Largest photo accepted (decoded bytes). */
export const FACE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A JSON body carrying one (base64 makes 5 MB about 6.7 MB): the photo's own limit is checked after decoding. */
export const FACE_IMAGE_JSON_MAX_BYTES = 8 * 1024 * 1024;

export interface FaceImage {
  bytes: Uint8Array;
  type: 'jpg' | 'png';
}

export const FACE_IMAGE_MESSAGES = {
  required: 'image is required: a JPEG or PNG photo as base64 text in "image", or the multipart file field "image"',
  notText: 'image must be base64 text (optionally a data: URL)',
  notBase64: 'image is not valid base64',
  format: 'image must be a JPEG or PNG photo',
  tooLarge: `image must be at most ${FACE_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
} as const;

/** JPEG and PNG by their first bytes: the declared content type is the sender's claim, not the file's. */
export function imageTypeOf(bytes: Uint8Array): 'jpg' | 'png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length > 8 && Buffer.from(bytes.subarray(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

function checked(bytes: Uint8Array): FaceImage {
  if (bytes.length > FACE_IMAGE_MAX_BYTES) throw new PayloadTooLargeException(FACE_IMAGE_MESSAGES.tooLarge);
  const type = imageTypeOf(bytes);
  if (!type) throw new BadRequestException(FACE_IMAGE_MESSAGES.format);
  return { bytes, type };
}

/** Base64 text (with or without a data: URL prefix) to the photo's bytes. */
export function imageFromBase64(value: unknown): FaceImage {
  if (value === undefined || value === null || value === '') throw new BadRequestException(FACE_IMAGE_MESSAGES.required);
  if (typeof value !== 'string') throw new BadRequestException(FACE_IMAGE_MESSAGES.notText);
  const text = value.replace(/^data:image\/[a-z+.-]+;base64,/i, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(text) || text.length % 4 === 1) throw new BadRequestException(FACE_IMAGE_MESSAGES.notBase64);
  if (text.length > Math.ceil(FACE_IMAGE_MAX_BYTES / 3) * 4 + 4) throw new PayloadTooLargeException(FACE_IMAGE_MESSAGES.tooLarge);
  return checked(Buffer.from(text, 'base64'));
}

/** The photo of a request: the uploaded file when there is one, else the JSON field `image`. */
export async function readFaceImage(body: Record<string, unknown> | undefined, file: UploadedTempFile | undefined): Promise<FaceImage> {
  if (file) return checked(await readFile(file.path));
  return imageFromBase64(body?.image);
}
