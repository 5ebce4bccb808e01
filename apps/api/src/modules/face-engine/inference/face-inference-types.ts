/** What crosses the thread boundary between the API and an inference worker. */

export interface DescribeTask {
  /** JPEG or PNG bytes (already checked by their signature). */
  image: Uint8Array;
  /** Faces returned at most (the count found is always reported). */
  maxFaces: number;
  /**
   * Test seam, never set by the API: the worker sets slot 0 to 1 once the image is decoded and in its hands, then
   * blocks until slot 0 changes. A test can then stop workers while a photo is provably inside one, instead of
   * guessing how long inference takes (issue 25 item 7: no test depends on timing luck).
   */
  hold?: Int32Array;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DescribedFace {
  /** In the pixels of the image as sent (after its EXIF orientation). */
  box: FaceBox;
  /** Detection score, 0 to 1. */
  score: number;
  /** The 128-number face descriptor; faces of one person are close (Euclidean distance). */
  descriptor: Float32Array;
}

export type DescribedImage =
  | { ok: true; width: number; height: number; facesFound: number; faces: DescribedFace[]; inferenceMs: number }
  | { ok: false; reason: 'UNREADABLE' };
