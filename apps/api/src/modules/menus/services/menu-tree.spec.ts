import { pruneMenu } from './menu-tree.js';

const e = (id: number, parentId: number | null, url: string | null, applicationId = 0) => ({
  id, parentId, sortOrder: id, name: `m${id}`, url, icon: null, applicationId,
});

describe('pruneMenu', () => {
  it('keeps groups with visible children and leaves', () => {
    const out = pruneMenu([e(1, null, '/dashboard'), e(2, null, null), e(3, 2, '/account/dashboard')]);
    expect(out.map((x) => x.id)).toEqual([1, 2, 3]);
  });

  it('drops a group whose children were all filtered out', () => {
    expect(pruneMenu([e(1, null, '/dashboard'), e(30, null, null, 3)]).map((x) => x.id)).toEqual([1]);
  });

  it('drops a child whose parent is not visible', () => {
    expect(pruneMenu([e(31, 30, '/category', 3)])).toEqual([]);
  });
});
