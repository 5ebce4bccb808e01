import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager-window';

describe('pagerWindow', () => {
  it('shows every page when there are 7 or fewer', () => {
    expect(pagerWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pagerWindow(6, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('centres the current page in a window of 7', () => {
    expect(pagerWindow(10, 20)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it('keeps the window full at either end', () => {
    expect(pagerWindow(1, 20)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pagerWindow(19, 20)).toEqual([13, 14, 15, 16, 17, 18, 19]);
  });

  it('is empty without pages and clamps a page out of range', () => {
    expect(pagerWindow(0, 0)).toEqual([]);
    expect(pagerWindow(99, 9)).toEqual([2, 3, 4, 5, 6, 7, 8]);
  });
});
