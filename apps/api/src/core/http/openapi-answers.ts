import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiProduces, ApiProperty, ApiResponse, getSchemaPath, type ApiResponseOptions } from '@nestjs/swagger';
import type { Paged } from '@bizdesk/shared';
import type { ApiReply, PreSerialisedReply } from './api-reply.js';

/**
 * How a controller operation documents its success answer in OpenAPI. Every JSON answer is the envelope
 * { status: 'OK', message, data } (core/http/envelope.interceptor.ts); these decorators describe `data`:
 *
 *   @ApiEnvelope(CompanyView)           data: CompanyView
 *   @ApiEnvelope([CompanyView])         data: CompanyView[]
 *   @ApiEnvelope(null)                  data: null (deletes, toggles that answer nothing)
 *   @ApiPagedEnvelope(CompanyView)      data: { list: CompanyView[], totalPages, totalRecords }
 *   @ApiSelectEnvelope()                data: [{ id, name }]   (or a subclass of SelectOption with more fields)
 *   @ApiFileAnswer('application/pdf')   the bytes themselves (errors still come as the JSON envelope)
 *
 * The decorated method must return what it documents (checked by the compiler): a method documented as
 * ApiEnvelope(CompanyView) that returns reply({ id }) does not compile. The error answers (400 with
 * data.errors[], 401, 403, 404, 409, 429) are added to every operation from its route metadata when the
 * document is built (core/http/openapi.ts); name extra ones with @ApiErrorAnswers(413, 415).
 * scripts/check-openapi-answers.mjs (in `npm test`) fails when an operation has no success schema.
 */

/** One option of a select list: the shape every `.../select` answers. */
export class SelectOption {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

/** One field's problem in a 400 answer: data.errors[]. */
export class FieldErrorView {
  @ApiProperty({ example: 'name' }) field: string;
  @ApiProperty({ example: 'Name is required' }) message: string;
}

export class ValidationErrorData {
  @ApiProperty({ type: FieldErrorView, isArray: true }) errors: FieldErrorView[];
}

/** A failed call: status is the upper-case code, message what to show, data null. */
export class ErrorEnvelope {
  @ApiProperty({ example: 'NOT_FOUND', enum: ['UNAUTHORIZED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE', 'ERROR'] })
  status: string;
  @ApiProperty() message: string;
  @ApiProperty({ nullable: true, enum: [null], description: 'Always null' }) data: null;
}

/** A refused input: the first field's message, and every field's problem in data.errors. */
export class ValidationErrorEnvelope {
  @ApiProperty({ example: 'BAD_REQUEST', enum: ['BAD_REQUEST'] }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: ValidationErrorData, nullable: true, description: 'null when the problem is not one field (a bad query, a refused state)' })
  data: ValidationErrorData | null;
}

type Model = Type<unknown>;
/** An OpenAPI schema object, as @nestjs/swagger takes it. */
export type SchemaObject = NonNullable<Extract<ApiResponseOptions, { schema?: unknown }>['schema']> & Record<string, unknown>;
/** What `data` holds: a class, a one-element array of a class, null, or a primitive. */
export type EnvelopeData = Model | [Model] | null | 'string' | 'number' | 'integer' | 'boolean';

/** The TypeScript type a documented `data` stands for, so the handler's return type can be checked. */
type DataOf<D> = D extends null
  ? null
  : D extends [Type<infer T>]
    ? T[]
    : D extends Type<infer T>
      ? T
      : D extends 'string'
        ? string
        : D extends 'boolean'
          ? boolean
          : D extends 'number' | 'integer'
            ? number
            : unknown;

/** What JSON.stringify makes of a value: a Date travels as its ISO string. */
export type Wire<T> = T extends string
  ? string | Date
  : T extends (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;
type Answer<T> = Wire<T> | ApiReply<Wire<T>> | PreSerialisedReply<Wire<T>>;
/** A decorator that accepts only methods whose result matches the documented data. */
export type AnswerDecorator<T> = <M extends (...args: never[]) => Answer<T> | Promise<Answer<T>>>(
  target: object,
  key: string | symbol,
  descriptor: TypedPropertyDescriptor<M>,
) => void;

export interface EnvelopeOptions {
  /** HTTP status of the success answer: 200 (the default; POSTs here use @HttpCode(200)) or 201. */
  status?: 200 | 201;
  description?: string;
}

export interface DataOptions extends EnvelopeOptions {
  /** data may be null (e.g. "the active year, or null"). */
  nullable?: boolean;
}

const models = (data: EnvelopeData): Model[] =>
  data === null || typeof data === 'string' ? [] : Array.isArray(data) ? [data[0]] : [data];

function dataSchema(data: EnvelopeData): SchemaObject {
  if (data === null) return { type: 'object', nullable: true, enum: [null], description: 'Always null' };
  if (typeof data === 'string') return { type: data };
  if (Array.isArray(data)) return { type: 'array', items: { $ref: getSchemaPath(data[0]) } };
  return { $ref: getSchemaPath(data) };
}

/** The envelope around a `data` schema. */
export function envelopeSchema(data: SchemaObject): SchemaObject {
  return {
    type: 'object',
    required: ['status', 'message', 'data'],
    properties: { status: { type: 'string', enum: ['OK'] }, message: { type: 'string' }, data },
  };
}

function envelope<T>(data: SchemaObject, extraModels: Model[], options: EnvelopeOptions): AnswerDecorator<T> {
  const decorator = applyDecorators(
    ...(extraModels.length ? [ApiExtraModels(...extraModels)] : []),
    ApiResponse({ status: options.status ?? 200, description: options.description ?? 'Success', schema: envelopeSchema(data) }),
  );
  return decorator as AnswerDecorator<T>;
}

/** Success answer { status: 'OK', message, data } with `data` as given (a class, [class], null or a primitive). */
export function ApiEnvelope<D extends EnvelopeData, O extends DataOptions = EnvelopeOptions>(
  data: D,
  options?: O,
): AnswerDecorator<O extends { nullable: true } ? DataOf<D> | null : DataOf<D>> {
  const schema = dataSchema(data);
  return envelope(options?.nullable ? { allOf: [schema], nullable: true } : schema, models(data), options ?? {});
}

/**
 * Success answer whose data is one page: { list: Model[], totalPages, totalRecords } (core/http/list-query.ts
 * `paged`). A page that carries more (a filtered total) names a class with those fields: { with: RecordTotals }.
 */
export function ApiPagedEnvelope<T, E = object>(
  model: Type<T>,
  options: EnvelopeOptions & { with?: Type<E> } = {},
): AnswerDecorator<Paged<T> & E> {
  const page = pagedSchema({ $ref: getSchemaPath(model) });
  const data = options.with ? { allOf: [page, { $ref: getSchemaPath(options.with) }] } : page;
  return envelope(data, options.with ? [model, options.with] : [model], options);
}

/** The page shape around an item schema, for pages that carry more than the three fields (extend it with allOf). */
export function pagedSchema(item: SchemaObject): SchemaObject {
  return {
    type: 'object',
    required: ['list', 'totalPages', 'totalRecords'],
    properties: {
      list: { type: 'array', items: item },
      totalPages: { type: 'integer', example: 1 },
      totalRecords: { type: 'integer', example: 1 },
    },
  };
}

/** Success answer of a select list: [{ id, name }], or a subclass of SelectOption that adds fields. */
export function ApiSelectEnvelope<T extends SelectOption = SelectOption>(
  model: Type<T> = SelectOption as Type<T>,
  options: EnvelopeOptions = {},
): AnswerDecorator<T[]> {
  return envelope({ type: 'array', items: { $ref: getSchemaPath(model) } }, [model], options);
}

/**
 * A file answer (PDF, CSV, PNG, zip ...): the bytes with their content type; a failure is still the JSON
 * envelope. Return a StreamableFile from the handler.
 */
export function ApiFileAnswer(contentTypes: string | string[], description = 'The file'): MethodDecorator {
  const types = Array.isArray(contentTypes) ? contentTypes : [contentTypes];
  return applyDecorators(
    ApiProduces(...types),
    ApiResponse({
      status: 200,
      description,
      content: Object.fromEntries(types.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
    }),
  );
}

/** A plain-text answer that is not the envelope (device protocols that speak text). */
export function ApiTextAnswer(description: string, contentType = 'text/plain'): MethodDecorator {
  return applyDecorators(
    ApiProduces(contentType),
    ApiResponse({ status: 200, description, content: { [contentType]: { schema: { type: 'string' } } } }),
  );
}

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Bad input: message is the first problem, data.errors[] every field and its message',
  401: 'No session, or it expired or was revoked',
  403: 'Not allowed: another company, a user type without access, a password change pending, or a service not subscribed',
  404: "No such record (another company's record is a 404 too)",
  409: 'Conflicts with existing data (a duplicate, a record in use)',
  413: 'The body or file is too large',
  415: 'The file type is not accepted',
  422: 'Understood but cannot be done in its current state',
  429: 'Too many requests: wait for Retry-After seconds',
  503: 'Temporarily unavailable: retry in a moment',
};

export function errorAnswer(status: number): MethodDecorator & ClassDecorator {
  const schema = status === 400 ? ValidationErrorEnvelope : ErrorEnvelope;
  return applyDecorators(
    ApiExtraModels(ValidationErrorEnvelope, ErrorEnvelope),
    // Always JSON, whatever the success answer's content type (a CSV export still fails with the envelope).
    ApiResponse({
      status,
      description: ERROR_DESCRIPTIONS[status] ?? 'Error',
      content: { 'application/json': { schema: { $ref: getSchemaPath(schema) } } },
    }),
  );
}

/** Documents error answers beyond the standard set: @ApiErrorAnswers(413, 415). Class or method. */
export function ApiErrorAnswers(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(...statuses.map(errorAnswer));
}
