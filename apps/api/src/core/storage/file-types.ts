import { open as openFile } from 'node:fs/promises';

/** A file type recognised by its first bytes (the browser's Content-Type alone is not trusted). */
export interface FileType {
  type: string;
  /** The extension the stored file gets. */
  ext: string;
  test: (head: Buffer) => boolean;
}

export const PDF: FileType = { type: 'application/pdf', ext: 'pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' };
export const PNG: FileType = { type: 'image/png', ext: 'png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) };
export const JPEG: FileType = { type: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff };
export const WEBP: FileType = {
  type: 'image/webp', ext: 'webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};

/** Enough for every signature above. */
const HEAD_BYTES = 16;

/** The first of `allowed` whose signature the file at `path` starts with; undefined when none does. */
export async function fileTypeOf(path: string, allowed: readonly FileType[]): Promise<FileType | undefined> {
  const handle = await openFile(path, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    const head = buffer.subarray(0, bytesRead);
    return allowed.find((t) => t.test(head));
  } finally {
    await handle.close();
  }
}
