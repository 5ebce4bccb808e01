/**
 * class-transformer @Transform functions shared by the DTOs: how text input is cleaned before it is
 * validated. "Optional" ones turn '' and null into undefined so @IsOptional treats them as not given;
 * "OrNull" ones keep an explicit null so a save can clear the field.
 */
type TransformInput = { value: unknown };

const cleaned = (value: string) => value.trim();

export const trim = ({ value }: TransformInput) => (typeof value === 'string' ? cleaned(value) : value);

export const optionalText = ({ value }: TransformInput) =>
  value === null ? undefined : typeof value === 'string' ? (cleaned(value) === '' ? undefined : cleaned(value)) : value;

export const optionalUpper = ({ value }: TransformInput) => {
  const text = optionalText({ value });
  return typeof text === 'string' ? text.toUpperCase() : text;
};

export const textOrNull = ({ value }: TransformInput) =>
  value === undefined ? null : typeof value === 'string' ? (cleaned(value) === '' ? null : cleaned(value)) : value;

export const upperOrNull = ({ value }: TransformInput) => {
  const text = textOrNull({ value });
  return typeof text === 'string' ? text.toUpperCase() : text;
};

/** 'true' and 'false' as sent by a form or a query string are the booleans; anything else is left to IsBoolean. */
export const booleanText = ({ value }: TransformInput) => (value === 'true' ? true : value === 'false' ? false : value);
