import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageFromParam, panelParam, panelParamNames, withParams } from './url-state';
import { useListState } from './use-list-state';
import { useUrlState } from './use-url-state';

/** What a list reads from the address `path` (issue 31 item 2: page, search, filters and the panel live there). */
function ListProbe() {
  const list = useListState<{ id: number }>('preset');
  const [status] = useUrlState('status', 'ALL');
  return <>{JSON.stringify({ page: list.page, search: list.search, mode: list.mode, status })}</>;
}
const readAt = (path: string) =>
  JSON.parse(renderToStaticMarkup(<MemoryRouter initialEntries={[path]}><ListProbe /></MemoryRouter>).replace(/&quot;/g, '"')) as Record<string, unknown>;

describe('a list kept in the address', () => {
  it('reads page (one-based in the address), search and a filter from the query', () => {
    expect(readAt('/companies?page=2&search=acme&status=ACTIVE')).toEqual({ page: 1, search: 'acme', mode: 'Listing', status: 'ACTIVE' });
  });

  it('starts on the first page with the preset search and the default filter when the address has none', () => {
    expect(readAt('/companies')).toEqual({ page: 0, search: 'preset', mode: 'Listing', status: 'ALL' });
  });

  it('a panel named in the address after a refresh is not open: the record is not held, the list shows', () => {
    expect(readAt('/companies?edit=12').mode).toBe('Listing');
  });

  it.each([['0', 0], ['1', 0], ['3', 2], ['-1', 0], ['x', 0], ['2.5', 0]])('page=%s is page index %i', (text, index) => {
    expect(pageFromParam(text)).toBe(index);
  });

  it('names the open panel: edit=<id>, view=<id>, delete=<id>, new=1 for a create', () => {
    expect(panelParam('', 'Modify', 12)).toEqual(['edit', '12']);
    expect(panelParam('', 'Modify', 0)).toEqual(['new', '1']);
    expect(panelParam('', 'View', 'a1')).toEqual(['view', 'a1']);
    expect(panelParam('po', 'Delete', 5)).toEqual(['podelete', '5']);
    expect(panelParamNames('')).toEqual(['new', 'edit', 'view', 'delete']);
  });

  it('writes changes, dropping empty and default values and keeping the rest', () => {
    const next = withParams(new URLSearchParams('tab=b&page=3&search=x'), { page: null, search: '', status: 'ALL', sort: 'name' }, { status: 'ALL' });
    expect(next.toString()).toBe('tab=b&sort=name');
  });
});
