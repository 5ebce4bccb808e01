import { applyDecorators, Controller, Delete, Get, HttpCode, Patch, Post, Put, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags, type ApiOperationOptions } from '@nestjs/swagger';
import type { Permission } from '@bizdesk/shared';
import { RequirePermission } from '../tenancy/permissions.js';
import { ApiPagedEnvelope, type AnswerDecorator, type EnvelopeOptions } from './openapi-answers.js';

/**
 * One line per route (issue 25 item 5): the stack every controller method repeated — who may call it, the
 * verb and path, the OpenAPI summary, the documented answer and any documented parameters — as one decorator:
 *
 *   @GetRoute('catalogue.read', 'select', 'Categories as options', ApiSelectEnvelope(CategoryOption))
 *   @PostRoute('catalogue.write', '', 'Create (id 0) or edit a category', ApiEnvelope(SavedCategoryView))
 *   @DeleteRoute('catalogue.write', '', 'Delete a category (?id=)', ApiEnvelope(null), IdQuery())
 *
 * The answer keeps its type: the method must still return what it documents. The parts apply in the order a
 * hand-written stack listed them (bottom first), so the OpenAPI document is the same byte for byte.
 */

/**
 * A controller reached with a session token: its OpenAPI tag, the bearer scheme and its path, with what the
 * whole controller needs in between (`HrmsApplication()`, a subscription): `@ApiController('hrms', 'erp/shift-time', HrmsApplication())`.
 */
export function ApiController(tag: string, path: string, ...more: ClassDecorator[]): ClassDecorator {
  return applyDecorators(...[ApiTags(tag), ApiBearerAuth(), ...more, Controller(path)].reverse());
}

/** Who may call the route: a permission (`'inventory.read'`), or a decorator such as AnySignedInUser(). */
export type Access = Permission | MethodDecorator;

/** Method decorators in the order they would be written above a method: the bottom one applies first. */
export function written(...decorators: MethodDecorator[]): MethodDecorator {
  return applyDecorators(...[...decorators].reverse());
}

type Verb = (path?: string) => MethodDecorator;

function route(verb: Verb, ...fixed: MethodDecorator[]) {
  return <T>(
    access: Access,
    path: string,
    summary: string | ApiOperationOptions,
    answer: AnswerDecorator<T>,
    ...documented: MethodDecorator[]
  ): AnswerDecorator<T> =>
    written(
      typeof access === 'string' ? RequirePermission(access) : access,
      verb(path),
      ...fixed,
      ApiOperation(typeof summary === 'string' ? { summary } : summary),
      ...documented,
      answer as MethodDecorator,
    ) as AnswerDecorator<T>;
}

export const GetRoute = route(Get);
/** POST answering 200 (a save that creates or edits, an action). */
export const PostRoute = route(Post, HttpCode(200));
/** POST answering 201 Created. */
export const CreateRoute = route(Post);
export const PutRoute = route(Put);
export const PatchRoute = route(Patch);
export const DeleteRoute = route(Delete);

/** The `?id=` a delete or a detail names its record by. */
export const IdQuery = () => ApiQuery({ name: 'id', required: true });

export const LIST_QUERY = 'URL-encoded JSON {search, page, size, sort}';

/** The list's `q` parameter (core/http/list-query.ts), described as the list reads it. */
export const ListQueryParam = (description: string = LIST_QUERY) => ApiQuery({ name: 'q', required: false, description });

/** A paged list: GET with the list's `q` parameter, answering a page of `model` (ApiPagedEnvelope). */
export function PagedRoute<T, E = object>(
  access: Access,
  path: string,
  summary: string,
  model: Type<T>,
  options: EnvelopeOptions & { with?: Type<E>; query?: string } = {},
  ...documented: MethodDecorator[]
) {
  const { query, ...envelope } = options;
  return GetRoute(access, path, summary, ApiPagedEnvelope<T, E>(model, envelope), ListQueryParam(query), ...documented);
}
