import { Injectable, type PipeTransform, type Type } from '@nestjs/common';
import { createValidationPipe } from '../../../core/http/validation.js';

/**
 * Validates a body against a DTO class chosen at definition time. Controllers built by a factory
 * (one definition, several paths with their own messages) have no static parameter type for the
 * global pipe to read, so they name the class here.
 */
@Injectable()
export class BodyAs implements PipeTransform {
  private readonly pipe = createValidationPipe();
  constructor(private readonly metatype: Type<unknown>) {}

  transform(value: unknown) {
    return this.pipe.transform(value, { type: 'body', metatype: this.metatype });
  }
}
