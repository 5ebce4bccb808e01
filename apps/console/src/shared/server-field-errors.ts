import type { FormInstance } from 'antd';
import { ApiError } from '../api/api-error';

export interface FieldError {
  field: string;
  message: string;
}

/** The data.errors [{field, message}] of a 400, with server field names renamed to the form's (rename: { expenseDate: 'date' }). */
export function fieldErrorsOf(error: unknown, rename: Record<string, string> = {}): FieldError[] {
  if (!(error instanceof ApiError)) return [];
  const errors = (error.data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors
    .filter((entry): entry is FieldError => typeof entry?.field === 'string' && typeof entry?.message === 'string')
    .map(({ field, message }) => ({ field: rename[field] ?? field, message }));
}

/**
 * A 400 from the API carries every failed field as data.errors [{field, message}]; show
 * each message under its field when the form has that field. The caller still shows the
 * overall message, which covers fields the form does not have.
 */
export function showServerFieldErrors(form: FormInstance, error: unknown, rename: Record<string, string> = {}): void {
  const present = new Set(Object.keys(form.getFieldsValue()));
  const fields = fieldErrorsOf(error, rename)
    .filter(({ field }) => present.has(field))
    .map(({ field, message }) => ({ name: field, errors: [message] }));
  if (fields.length > 0) form.setFields(fields);
}
