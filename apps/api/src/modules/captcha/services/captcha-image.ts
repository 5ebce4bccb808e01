import { Resvg } from '@resvg/resvg-js';
import svgCaptcha from 'svg-captcha';

export interface CaptchaImage {
  text: string;
  png: Buffer;
}

/**
 * svg-captcha draws the text as paths (no font needed to render it); resvg turns it into a PNG,
 * which every browser and mail client shows and which is harder to read back than SVG source.
 */
export function drawCaptcha(randomColor: boolean): CaptchaImage {
  const captcha = svgCaptcha.create({
    size: 5,
    noise: 3,
    color: randomColor,
    background: '#f4f6f8',
    ignoreChars: '0oO1lIi',
    width: 150,
    height: 50,
  });
  const png = new Resvg(captcha.data, { font: { loadSystemFonts: false }, fitTo: { mode: 'original' } }).render().asPng();
  return { text: captcha.text, png: Buffer.from(png) };
}
