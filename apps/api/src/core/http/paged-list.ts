import type { Type } from '@nestjs/common';
import type { Paged } from '@bizdesk/shared';
import { reply } from './api-reply.js';
import { ListParams, type ListQuery } from './list-query.js';
import type { Wire } from './openapi-answers.js';
import { PagedRoute, type Access } from './routes.js';

/** What a master's paged list asks of its service: a page of its views for the list's query. */
export interface PagedSource<V> {
  list(query: ListQuery): Promise<Paged<Wire<V>>>;
}

/**
 * The paged list a master's controller answers first (warehouses, shifts, financial years...): GET `path` with
 * the list's `q`, sorted by `sortable`, a page of `view` answered with `fetched`. The controller extends the
 * class this returns and hands its service to it:
 *
 *   export class ShiftController extends PagedList('hrms.read', '', 'Shifts, paged', ShiftView, SHIFT_SORTABLE, 'Shifts fetched successfully') {
 *     constructor(private readonly shifts: ShiftsService) { super(shifts); }
 *
 * The route keeps its OpenAPI operation (`Shift_list`) and permission; nothing but the method's place changes.
 */
export function PagedList<V>(access: Access, path: string, summary: string, view: Type<V>, sortable: readonly string[], fetched: string) {
  abstract class PagedListRoute {
    constructor(private readonly source: PagedSource<V>) {}

    @PagedRoute(access, path, summary, view)
    async list(@ListParams({ sortable }) query: ListQuery) {
      return reply(await this.source.list(query), fetched);
    }
  }
  return PagedListRoute;
}
