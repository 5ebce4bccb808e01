import { Injectable, StreamableFile, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import { ApiReply, type Envelope } from './api-reply.js';

/** Wraps every controller result in { status: 'OK', message, data }; files pass through untouched. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(_ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((value): Envelope | StreamableFile => {
        if (value instanceof StreamableFile) return value;
        if (value instanceof ApiReply) return { status: 'OK', message: value.message, data: value.data ?? null };
        return { status: 'OK', message: 'Success', data: value ?? null };
      }),
    );
  }
}
