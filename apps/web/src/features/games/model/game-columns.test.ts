import { describe, expect, it } from 'vitest';
import { ALL_COLUMN_KEYS, visibleColumns } from './game-columns.ts';

describe('game table columns', () => {
  it('starts with ten columns and keeps the chosen ones in table order', () => {
    expect(ALL_COLUMN_KEYS).toHaveLength(10);
    expect(visibleColumns(['home', 'date']).map((c) => c.key)).toEqual(['date', 'home']);
  });

  it('keeps the date when every column is unchosen', () => {
    expect(visibleColumns([]).map((c) => c.key)).toEqual(['date']);
  });
});
