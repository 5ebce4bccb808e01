import { BadRequestException, ValidationPipe, type ValidationError } from '@nestjs/common';

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

/** Strips unknown fields, converts types, and answers 400 with the first field's message and all field errors. */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
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
