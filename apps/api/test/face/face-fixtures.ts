import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Test photos cut from the sample pictures that ship inside @vladmandic/face-api (demo/sample1-6.jpg,
 * group photos of different people): one face per cut, with copies changed the way real photos differ
 * (crop, size, encoding, light). Nothing is stored in the repository or fetched.
 */
const require = createRequire(import.meta.url);
const DEMO = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo');
export const samplePath = (n: number) => join(DEMO, `sample${n}.jpg`);

type Region = { sample: number; left: number; top: number; width: number; height: number };

/** Face boxes found in the samples (SSD MobileNet, full size), with room around each face. */
export const PEOPLE: Record<'asha' | 'bela' | 'chitra' | 'divya', Region> = {
  asha: { sample: 2, left: 1297, top: 0, width: 500, height: 560 },
  bela: { sample: 1, left: 1380, top: 80, width: 420, height: 480 },
  chitra: { sample: 3, left: 480, top: 200, width: 400, height: 500 },
  divya: { sample: 6, left: 1080, top: 180, width: 380, height: 500 },
};

export async function portrait(who: keyof typeof PEOPLE, width = 640): Promise<Buffer> {
  const r = PEOPLE[who];
  return sharp(samplePath(r.sample)).extract({ left: r.left, top: r.top, width: r.width, height: r.height }).resize(width).jpeg({ quality: 90 }).toBuffer();
}

/** The same face photographed differently: a tighter, shifted crop, smaller, darker, re-encoded as PNG. */
export async function alteredCopy(who: keyof typeof PEOPLE): Promise<Buffer> {
  const r = PEOPLE[who];
  const left = r.left + Math.round(r.width * 0.06);
  const top = r.top + Math.round(r.height * 0.05);
  const jpeg = await sharp(samplePath(r.sample))
    .extract({ left, top, width: Math.round(r.width * 0.88), height: Math.round(r.height * 0.88) })
    .resize(300)
    .modulate({ brightness: 0.85 })
    .jpeg({ quality: 55 })
    .toBuffer();
  return sharp(jpeg).png().toBuffer();
}

/** Several people side by side in one picture (left to right in the order given). */
export async function groupOf(...who: (keyof typeof PEOPLE)[]): Promise<Buffer> {
  const tiles = await Promise.all(who.map((w) => portrait(w, 400)));
  const heights = await Promise.all(tiles.map(async (t) => (await sharp(t).metadata()).height ?? 0));
  return sharp({ create: { width: 400 * who.length, height: Math.max(...heights), channels: 3, background: '#ffffff' } })
    .composite(tiles.map((input, i) => ({ input, left: i * 400, top: 0 })))
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A photo with no face: a shelf of coloured boxes. */
export async function noFace(): Promise<Buffer> {
  const boxes = ['#c0392b', '#27ae60', '#2980b9', '#f1c40f'].map((c, i) => ({
    input: { create: { width: 120, height: 160, channels: 3 as const, background: c } }, left: 40 + i * 140, top: 100,
  }));
  return sharp({ create: { width: 640, height: 400, channels: 3, background: '#ddd' } }).composite(boxes).png().toBuffer();
}
