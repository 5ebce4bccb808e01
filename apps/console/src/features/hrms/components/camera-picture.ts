/**
 * Pictures for face recognition. The models look at faces of 40 px and up, so 640 px wide is plenty and
 * keeps uploads around 60 KB; photos chosen from disk are scaled the same way before sending.
 */
const MAX_WIDTH = 640;

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('The picture could not be taken'))), 'image/jpeg', 0.9));
}

function draw(source: CanvasImageSource, width: number, height: number): Promise<Blob> {
  const scale = Math.min(1, MAX_WIDTH / width);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d')!.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvasToJpeg(canvas);
}

/** The current frame of a playing camera preview, as a JPEG. */
export function captureFrame(video: HTMLVideoElement): Promise<Blob> {
  if (!video.videoWidth) return Promise.reject(new Error('The camera is not ready yet'));
  return draw(video, video.videoWidth, video.videoHeight);
}

/** A photo file chosen by hand (or the phone camera's capture), scaled down to a JPEG. */
export async function fileToPicture(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    return await draw(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

/** The front camera, or null with the reason when there is none (no device, no permission, plain http). */
export async function openCamera(): Promise<{ stream: MediaStream } | { error: string }> {
  if (!navigator.mediaDevices?.getUserMedia) return { error: 'This browser cannot use a camera here (it needs https). Use the photo button instead.' };
  try {
    return { stream: await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1280 } }, audio: false }) };
  } catch (e) {
    const name = e instanceof DOMException ? e.name : '';
    if (name === 'NotAllowedError') return { error: 'Camera permission was refused. Allow the camera, or use the photo button instead.' };
    if (name === 'NotFoundError') return { error: 'No camera was found. Use the photo button instead.' };
    return { error: 'The camera could not be started. Use the photo button instead.' };
  }
}
