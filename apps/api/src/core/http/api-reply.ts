import { Readable } from 'node:stream';
import { StreamableFile } from '@nestjs/common';

/** A successful answer with the message the console shows (e.g. 'Expense saved successfully'). */
export class ApiReply<T> {
  constructor(
    readonly data: T,
    readonly message: string,
  ) {}
}

export function reply<T>(data: T, message = 'Success'): ApiReply<T> {
  return new ApiReply(data, message);
}

/** A reply() whose bytes are already written (see preSerialisedReply); T is the documented data, for the type check. */
export class PreSerialisedReply<T> extends StreamableFile {
  declare readonly documentedData?: T;
}

/**
 * The envelope of reply(data, message), with `data` written as JSON text by `toJson`, in pieces: a list of
 * tens of thousands of rows serialised in one loop and streamed, rather than stringified as one object graph
 * and hashed for an ETag in one piece. `toJson` must write what JSON.stringify(data) would.
 */
export function preSerialisedReply<T>(data: T, toJson: (data: T) => Iterable<string>, message: string): PreSerialisedReply<T> {
  function* envelope(): Generator<string> {
    yield `{"status":"OK","message":${JSON.stringify(message)},"data":`;
    yield* toJson(data);
    yield '}';
  }
  return new PreSerialisedReply<T>(Readable.from(envelope()), { type: 'application/json; charset=utf-8' });
}

/** The one JSON shape of every answer. */
export interface Envelope<T = unknown> {
  status: string;
  message: string;
  data: T | null;
}

export const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

export function statusCodeName(httpStatus: number): string {
  return STATUS_CODES[httpStatus] ?? (httpStatus >= 500 ? 'ERROR' : 'BAD_REQUEST');
}

/** A CSV download: UTF-8 text as an attachment named `fileName` (document it with ApiFileAnswer('text/csv')). */
export function csvAttachment(fileName: string, csv: string): StreamableFile {
  return new StreamableFile(Buffer.from(csv, 'utf8'), { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="${fileName}"` });
}
