import { imageFromBase64, imageTypeOf } from './face-image.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('face image input', () => {
  it('knows JPEG and PNG by their bytes, not by what the sender says', () => {
    expect(imageTypeOf(JPEG)).toBe('jpg');
    expect(imageTypeOf(PNG)).toBe('png');
    expect(imageTypeOf(Buffer.from('GIF89a'))).toBeNull();
  });

  it('takes base64 with or without a data: URL, and names what is wrong', () => {
    expect(imageFromBase64(`data:image/png;base64,${PNG.toString('base64')}`)).toEqual({ bytes: PNG, type: 'png' });
    expect(imageFromBase64(JPEG.toString('base64')).type).toBe('jpg');
    expect(() => imageFromBase64(undefined)).toThrow(/image is required/);
    expect(() => imageFromBase64(12)).toThrow('image must be base64 text (optionally a data: URL)');
    expect(() => imageFromBase64('@@@')).toThrow('image is not valid base64');
    expect(() => imageFromBase64(Buffer.from('GIF89a').toString('base64'))).toThrow('image must be a JPEG or PNG photo');
  });
});
