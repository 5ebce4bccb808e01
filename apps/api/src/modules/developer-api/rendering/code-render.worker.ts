/**
 * A barcode-rendering worker thread (run by piscina, see code-render-pool.ts): bwip-js draws and PNG-encodes
 * here, so its garbage (about half a megabyte of short-lived objects per barcode) is collected in this
 * thread's small heap instead of the API's. The library's error text comes back as a result, not a thrown
 * error, so a bad input never counts as a worker failure.
 */
import bwipjs from 'bwip-js';
import type { CodeRenderResult, CodeRenderTask } from './code-render-types.js';

export default async function render(task: CodeRenderTask): Promise<CodeRenderResult> {
  try {
    // The task arrived as a structured clone: bwip-js may change these options, nothing else holds them.
    const { options } = task;
    return { ok: true, body: task.format === 'svg' ? Buffer.from(bwipjs.toSVG(options)) : await bwipjs.toBuffer(options) };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : String(err) };
  }
}
