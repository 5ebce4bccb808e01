import { BadRequestException, HttpException, ValidationPipe, type ValidationError } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/** Flattens nested class-validator errors into field paths, keeping the DTO's own messages. */
export function flattenValidationErrors(errors: ValidationError[], prefix = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = prefix ? `${prefix}.${error.property}` : error.property;
    // With stopAtFirstError each field carries one message: the first rule it broke.
    const messages = Object.values(error.constraints ?? {});
    for (const message of messages) out.push({ field, message });
    if (error.children?.length) out.push(...flattenValidationErrors(error.children, field));
  }
  return out;
}

export const UNREADABLE_VALUE = 'A value has the wrong format or is out of range';

/**
 * A validator that throws instead of answering (class-validator's IsNumber with maxDecimalPlaces throws a
 * TypeError for 1e-9, whose text has no decimal point) is the caller's bad input, not our 500.
 */
class SafeValidationPipe extends ValidationPipe {
  protected override async validate(...args: Parameters<ValidationPipe['validate']>) {
    try {
      return await super.validate(...args);
    } catch (e) {
      if (e instanceof HttpException) throw e;
      throw new BadRequestException({ message: UNREADABLE_VALUE });
    }
  }
}

/** Strips unknown fields, converts types, and answers 400 with the first field's message and all field errors. */
export function createValidationPipe(): ValidationPipe {
  return new SafeValidationPipe({
    whitelist: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => {
      const fieldErrors = flattenValidationErrors(errors);
      return new BadRequestException({ message: fieldErrors[0]?.message ?? 'Invalid request', errors: fieldErrors });
    },
  });
}
