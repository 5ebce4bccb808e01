/** What the main thread asks a barcode-rendering worker for (code-render-pool.ts). */
export interface CodeRenderTask {
  format: 'png' | 'svg';
  options: BarcodeRenderOptions;
}

/** bwip-js's options, as CodesService builds them from the request. */
export interface BarcodeRenderOptions {
  bcid: string;
  text: string;
  scale: number;
  height?: number;
  includetext?: boolean;
  textxalign?: 'center';
  backgroundcolor: string;
  paddingwidth: number;
  paddingheight: number;
}

/** The image, or the library's own words for why the text cannot be drawn (the caller's 400). */
export type CodeRenderResult = { ok: true; body: Uint8Array } | { ok: false; message: string };
