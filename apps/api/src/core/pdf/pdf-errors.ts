import { HttpException, HttpStatus } from '@nestjs/common';

/** Every refusal of the documents service is an HTTP answer with a message naming what went wrong. */

function tryAgainIn(seconds: number): string {
  return `Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** 429: the queue is full, or the caller's company (or API key) already uses its share of the renderer. */
export class PdfQueueFullError extends HttpException {
  constructor(readonly retryAfterSeconds: number, reason?: string) {
    super({ message: `${reason ?? 'The PDF service is busy.'} ${tryAgainIn(retryAfterSeconds)}` }, HttpStatus.TOO_MANY_REQUESTS);
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

/** 400: pageRanges past the page limit, or naming pages the document does not have. */
export class PdfPageRangesError extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.BAD_REQUEST);
  }
}

/** 400: the document tried to load another page into itself (meta refresh, location = ...). */
export class PdfNavigationError extends HttpException {
  constructor() {
    super({ message: 'The document navigated away while rendering (a meta refresh or a script changing location): a document must not navigate' }, HttpStatus.BAD_REQUEST);
  }
}

/** 422: the document crashed Chromium again when retried on a browser of its own, so the document is the cause. */
export class PdfDocumentCrashedError extends HttpException {
  constructor() {
    super({ message: 'The document crashed the PDF renderer, also when rendered alone: it cannot be converted' }, HttpStatus.UNPROCESSABLE_ENTITY);
  }
}

export class PdfHtmlTooLargeError extends HttpException {
  constructor(maxBytes: number) {
    super({ message: `HTML size limit exceeded: the HTML is larger than ${Math.round(maxBytes / 1024 / 1024)} MB` }, HttpStatus.PAYLOAD_TOO_LARGE);
  }
}

export class PdfRendererUnavailableError extends HttpException {
  constructor(message: string) {
    super({ message }, HttpStatus.SERVICE_UNAVAILABLE);
  }
}
