import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  BadRequestException, Catch, HttpException, Inject, Injectable, PayloadTooLargeException, SetMetadata, UseFilters, UseGuards,
  applyDecorators, mixin, type ArgumentsHost, type CanActivate, type ExecutionContext, type Type,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import multer, { type StorageEngine } from 'multer';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { LiveSessionCheck } from '../tenancy/live-session.js';
import { ApiExceptionFilter } from './api-exception.filter.js';
import { markReadsRequestBody } from './body-readers-check.js';
import { readJsonBody } from './raw-body.js';

/** What a route gets for an uploaded file: a private file on local disk, already complete. */
export interface UploadedTempFile {
  originalname: string;
  mimetype: string;
  size: number;
  /** Absolute path of the received bytes (mode 0600); deleted after the response unless moved away. */
  path: string;
}

/** Where uploads are received, under DATA_DIR so a rename into storage stays on one filesystem. */
export function uploadTempDir(dataDir: string): string {
  return resolve(dataDir, 'uploads-incoming');
}

/** Writes each incoming file straight to disk, readable by this process alone. */
function privateDiskStorage(dir: string): StorageEngine {
  return {
    _handleFile(_req, file, cb) {
      const path = join(dir, randomUUID());
      mkdir(dir, { recursive: true, mode: 0o700 })
        .then(() => {
          const out = createWriteStream(path, { flags: 'wx', mode: 0o600 });
          let size = 0;
          let failed = false;
          // A client gone mid-body (or a write error): multer removes only files we reported, so the part is removed here.
          const fail = (e: Error) => {
            if (failed) return;
            failed = true;
            // Removed once closed: a stream destroyed before its file was opened still creates it.
            const remove = () => void rm(path, { force: true }).then(() => cb(e), () => cb(e));
            if (out.closed) remove();
            else out.once('close', remove).destroy();
          };
          file.stream.on('data', (chunk: Buffer) => (size += chunk.length));
          file.stream.on('error', fail);
          out.on('error', fail);
          out.on('finish', () => { if (!failed) cb(null, { path, size }); });
          file.stream.pipe(out);
        })
        .catch((e) => cb(e as Error));
    },
    _removeFile(_req, file, cb) {
      rm((file as { path: string }).path, { force: true }).then(() => cb(null), cb);
    },
  };
}

function toHttpError(err: unknown, maxBytes: number): Error {
  const code = (err as { code?: string }).code;
  if (code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  if (typeof code === 'string' && code.startsWith('LIMIT_')) return new BadRequestException('The upload has too many files or fields');
  return new BadRequestException('The upload could not be read. Please try again.');
}

/**
 * Reads a multipart body to disk in a guard: guards run after authentication and before the request's
 * transaction is opened (an interceptor), so a slow client never holds a database connection while it
 * sends its bytes (issue 17, item 1). The HTTP server's request timeout bounds how long it may take.
 * A console session is confirmed live first (LiveSessionCheck): a logged-out token sends no body.
 */
export function receiveUploadGuard(field: string, maxBytes: number, jsonMaxBytes?: number): Type<CanActivate> {
  @Injectable()
  class ReadUploadFirstGuard implements CanActivate {
    private readonly parse: ReturnType<ReturnType<typeof multer>['single']>;
    private readonly dir: string;

    constructor(
      @Inject(APP_CONFIG) config: AppConfig,
      private readonly liveSession: LiveSessionCheck,
    ) {
      this.dir = uploadTempDir(config.dataDir);
      this.parse = multer({
        storage: privateDiskStorage(this.dir),
        // File names as browsers send them: UTF-8 ("रसीद.pdf" stays "रसीद.pdf", not mojibake read as latin1).
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 24 },
      }).single(field);
    }

    async canActivate(ctx: ExecutionContext): Promise<boolean> {
      if (ctx.getType() !== 'http') return true;
      const req = ctx.switchToHttp().getRequest<Request & { file?: UploadedTempFile }>();
      const res = ctx.switchToHttp().getResponse<Response>();
      await this.liveSession.confirm(ctx);
      if (jsonMaxBytes !== undefined && !req.is('multipart/form-data')) {
        await readJsonBody(req, res, jsonMaxBytes);
        return true;
      }
      await new Promise<void>((done, fail) => this.parse(req, res, (err?: unknown) => (err ? fail(toHttpError(err, maxBytes)) : done())));
      const received = req.file?.path;
      // Whatever the route did not move into storage is not kept.
      if (received) res.once('close', () => void rm(received, { force: true }));
      return true;
    }
  }
  const guard = mixin(ReadUploadFirstGuard);
  // A multipart-only upload leaves a JSON body unread: only the json option makes it a body reader (BodyReadersCheck).
  if (jsonMaxBytes !== undefined) markReadsRequestBody(guard);
  return guard;
}

/** Marks a handler whose body a guard reads (so a decorator that must check the caller first can see it is too late). */
export const UPLOAD_FIELD = 'bizdesk:upload-field';

export interface ReceiveUploadOptions {
  /**
   * Guards that must pass before a byte of the body is read, for routes whose caller the global AuthGuard
   * does not check (API keys, device tokens): a stranger is answered without anything being written to disk.
   */
  checkFirst?: Type<CanActivate>[];
  /**
   * The route also takes JSON (a base64 picture) up to this many bytes, read here, after the guards, instead
   * of by a middleware: list its path in BODY_READ_BY_ROUTE (core/http/raw-body.ts) too.
   */
  json?: number;
  /** The 413's message when the file is larger than maxBytes (multer's own carries its wording), in the usual envelope. */
  tooLarge?: string;
}

/** Answers an upload larger than allowed with `message`; any other error as ApiExceptionFilter does. */
@Catch(HttpException)
class TooLargeUploadAnswer extends ApiExceptionFilter {
  constructor(private readonly message: string) {
    super();
  }

  catch(exception: HttpException, host: ArgumentsHost): void {
    super.catch(exception instanceof PayloadTooLargeException ? new PayloadTooLargeException(this.message) : exception, host);
  }
}

/**
 * Receives the multipart field `field` (one file, at most maxBytes) before the request's transaction opens; read it with
 * @UploadedFile(). Global guards (the user session's AuthGuard) have already run; `checkFirst` run next, in order;
 * then a console session is confirmed live, and only then is the body read.
 */
export const ReceiveUpload = (field: string, maxBytes: number, options: ReceiveUploadOptions = {}) =>
  applyDecorators(
    ...(options.tooLarge === undefined ? [] : [UseFilters(new TooLargeUploadAnswer(options.tooLarge))]),
    SetMetadata(UPLOAD_FIELD, field),
    UseGuards(...(options.checkFirst ?? []), receiveUploadGuard(field, maxBytes, options.json)),
  );
