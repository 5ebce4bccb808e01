import { HttpException, HttpStatus } from '@nestjs/common';

/** Every refusal of the documents service is an HTTP answer with a message naming what went wrong. */

export class PdfQueueFullError extends HttpException {
  constructor(readonly retryAfterSeconds: number) {
    super({ message: `The PDF service is busy. Try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}.` }, HttpStatus.TOO_MANY_REQUESTS);
  }
}

export class PdfRenderTimeoutError extends HttpException {
  constructor(timeoutMs: number) {
    super({ message: `Render time limit exceeded: the document took longer than ${Math.round(timeoutMs / 1000)} seconds to render` }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

export class PdfTooManyPagesError extends HttpException {
  constructor(maxPages: number) {
    super({ message: `Page limit exceeded: the document has more than ${maxPages} pages` }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

export class PdfHtmlTooLargeError extends HttpException {
  constructor(maxBytes: number) {
    super({ message: `HTML size limit exceeded: the HTML is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

export class PdfRendererCrashedError extends HttpException {
  constructor() {
    super({ message: 'The PDF renderer stopped while rendering this document. Please try again.' }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

export class PdfRendererUnavailableError extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
