/**
 * One inference worker thread (run by piscina, see face-inference-pool.ts). It loads face-api's models from
 * the npm package's own model/ folder (nothing is downloaded), on TensorFlow.js's WASM backend whose .wasm
 * files are also read from node_modules, and answers: the faces in an image, each with its box, detection
 * score and 128-number descriptor. Models load once per thread, on its first task.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import type * as FaceApiModule from '@vladmandic/face-api';
import type { DescribeTask, DescribedImage } from './face-inference-types.js';

const require = createRequire(import.meta.url);

// The node-wasm build is CommonJS; its typings describe the same API as the browser build.
type FaceApi = typeof FaceApiModule;
type Tf = {
  setBackend(name: string): Promise<boolean>;
  ready(): Promise<void>;
  tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): { dispose(): void };
};

/** The largest side an image is analysed at: bigger photos are scaled down first (faster, same faces). */
const ANALYSE_MAX_SIDE = 1280;
/**
 * The tiny face detector (~60 ms on one core, against ~450 ms for SSD MobileNet) at input 416 finds faces
 * down to about 40 px; it misses faces that fill much of the picture (a portrait, a kiosk close-up), which
 * the smaller inputs find. So: 416 first, and only when it finds nobody, 320 then 224.
 */
const DETECTOR_SIZES = [416, 320, 224];

sharp.concurrency(1); // one thread per worker: the pool decides how many cores inference uses

interface Models {
  faceapi: FaceApi;
  tf: Tf;
  detectors: InstanceType<FaceApi['TinyFaceDetectorOptions']>[];
}

let ready: Promise<Models> | null = null;

/**
 * Loaded inside the first task, not when the thread starts: the thread reports ready at once, so a worker
 * that dies while loading fails that task and is replaced, instead of counting as a broken bootstrap.
 */
async function loadModels(): Promise<Models> {
  const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
  const tf = faceapi.tf as unknown as Tf;
  const wasmDir = join(dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist/');
  const wasm = require('@tensorflow/tfjs-backend-wasm') as { setWasmPaths(path: string, usePlatformFetch?: boolean): void };
  wasm.setWasmPaths(wasmDir);
  await tf.setBackend('wasm');
  await tf.ready();
  const models = join(dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
  await faceapi.nets.tinyFaceDetector.loadFromDisk(models);
  await faceapi.nets.faceLandmark68Net.loadFromDisk(models);
  await faceapi.nets.faceRecognitionNet.loadFromDisk(models);
  const detectors = DETECTOR_SIZES.map((inputSize) => new faceapi.TinyFaceDetectorOptions({ inputSize, scoreThreshold: 0.5 }));
  return { faceapi, tf, detectors };
}

/** Decodes JPEG/PNG (EXIF orientation applied) to RGB pixels, scaled down to ANALYSE_MAX_SIDE. */
async function decode(image: Uint8Array): Promise<{ data: Buffer; width: number; height: number; scale: number; originalWidth: number; originalHeight: number }> {
  const input = sharp(image, { limitInputPixels: 50_000_000, failOn: 'error' }).rotate();
  const meta = await sharp(image, { limitInputPixels: 50_000_000 }).metadata();
  const swap = (meta.orientation ?? 1) >= 5;
  const originalWidth = (swap ? meta.height : meta.width) ?? 0;
  const originalHeight = (swap ? meta.width : meta.height) ?? 0;
  const { data, info } = await input
    .resize({ width: ANALYSE_MAX_SIDE, height: ANALYSE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, scale: originalWidth / info.width, originalWidth, originalHeight };
}

function detect(faceapi: FaceApi, input: Parameters<FaceApi['detectAllFaces']>[0], detector: InstanceType<FaceApi['TinyFaceDetectorOptions']>) {
  return faceapi.detectAllFaces(input, detector).withFaceLandmarks().withFaceDescriptors();
}

export default async function describe(task: DescribeTask): Promise<DescribedImage> {
  ready ??= loadModels();
  const { faceapi, tf, detectors } = await ready;
  const startedAt = performance.now();
  let pixels: Awaited<ReturnType<typeof decode>>;
  try {
    pixels = await decode(task.image);
  } catch {
    return { ok: false, reason: 'UNREADABLE' };
  }
  if (task.hold) {
    Atomics.store(task.hold, 0, 1);
    Atomics.notify(task.hold, 0);
    Atomics.wait(task.hold, 0, 1);
  }
  const tensor = tf.tensor3d(new Uint8Array(pixels.data.buffer, pixels.data.byteOffset, pixels.data.byteLength), [pixels.height, pixels.width, 3], 'int32');
  try {
    const input = tensor as unknown as Parameters<FaceApi['detectAllFaces']>[0];
    let found: Awaited<ReturnType<typeof detect>> = [];
    for (const detector of detectors) {
      found = await detect(faceapi, input, detector);
      if (found.length > 0) break;
    }
    const round = (n: number) => Math.round(n * pixels.scale);
    const faces = found
      .slice(0, task.maxFaces)
      .sort((a, b) => a.detection.box.x - b.detection.box.x)
      .map((f) => ({
        box: { x: round(f.detection.box.x), y: round(f.detection.box.y), width: round(f.detection.box.width), height: round(f.detection.box.height) },
        score: Math.round(f.detection.score * 1000) / 1000,
        descriptor: Float32Array.from(f.descriptor),
      }));
    return {
      ok: true, width: pixels.originalWidth, height: pixels.originalHeight, facesFound: found.length, faces,
      inferenceMs: Math.round(performance.now() - startedAt),
    };
  } finally {
    tensor.dispose();
  }
}
