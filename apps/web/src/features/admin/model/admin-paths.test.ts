import { describe, expect, it } from 'vitest';
import { dropshadowsPath, INITIAL_ADMIN_LISTS, pageCount, summaryPath } from './admin-paths.ts';

describe('admin paths', () => {
  it('leaves out empty searches and first pages, and encodes the rest', () => {
    expect(summaryPath(INITIAL_ADMIN_LISTS)).toBe('/api/admin/summary');
    expect(summaryPath({ q: ' a&b ', page: 3, orgQ: 'club', orgPage: 1 })).toBe(
      '/api/admin/summary?q=a%26b&page=3&org_q=club',
    );
    expect(dropshadowsPath('', 1)).toBe('/api/dropshadows');
    expect(dropshadowsPath('x y', 2)).toBe('/api/dropshadows?q=x+y&page=2');
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
