import { describe, expect, it } from 'vitest';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PageQuerySchema } from './paging.ts';

describe('PageQuerySchema', () => {
  it('defaults the page size, reads query strings as numbers and trims q', () => {
    expect(PageQuerySchema.parse({})).toEqual({ limit: PAGE_SIZE_DEFAULT });
    expect(PageQuerySchema.parse({ limit: '25', cursor: '50', q: '  ana ' })).toEqual({
      limit: 25,
      cursor: '50',
      q: 'ana',
    });
    expect(PageQuerySchema.parse({ limit: String(PAGE_SIZE_MAX) }).limit).toBe(PAGE_SIZE_MAX);
  });

  it('names limit and cursor when they are not a page size or a cursor', () => {
    const issues = (query: Record<string, string>) =>
      PageQuerySchema.safeParse(query).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ limit: '0' })).toEqual([['limit', 'must be at least 1']]);
    expect(issues({ limit: '501' })).toEqual([['limit', 'must be at most 500']]);
    expect(issues({ limit: 'ten' })).toEqual([['limit', 'must be a number']]);
    expect(issues({ cursor: 'abc' })).toEqual([['cursor', 'must be the next_cursor of an earlier page']]);
    expect(issues({ q: 'x'.repeat(101) })).toEqual([['q', 'must be at most 100 characters']]);
  });
});
