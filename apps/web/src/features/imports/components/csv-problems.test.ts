import { describe, expect, it } from 'vitest';
import { csvProblems } from './csv-problems.ts';

describe('csv problems', () => {
  it('orders bad rows by line number and keeps whole-file problems apart', () => {
    const problems = csvProblems({
      'row 12.email': ['is not a valid email'],
      'row 3.first': ['is required'],
      'row 3.role': ['needs a team'],
      file: ['has no rows to import (the first row is the header)'],
    });
    expect(problems.rows.map((p) => [p.row, p.field])).toEqual([
      [3, 'first'],
      [3, 'role'],
      [12, 'email'],
    ]);
    expect(problems.other).toEqual(['file has no rows to import (the first row is the header)']);
  });
});
