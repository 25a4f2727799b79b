import { describe, expect, it } from 'vitest';
import { firstDays } from './game-day-list.tsx';

const day = (name: string, games: number) => ({ name, games: Array.from({ length: games }) });

describe('the first screenful of a long schedule', () => {
  it('takes whole days until it holds the count, and always one day', () => {
    const sections = [day('a', 100), day('b', 100), day('c', 100)];
    expect(firstDays(sections, 150).map((s) => s.name)).toEqual(['a', 'b']);
    expect(firstDays(sections, 100).map((s) => s.name)).toEqual(['a']);
    expect(firstDays(sections, 1000).map((s) => s.name)).toEqual(['a', 'b', 'c']);
    expect(firstDays([day('big', 900)], 150).map((s) => s.name)).toEqual(['big']);
    expect(firstDays([], 150)).toEqual([]);
  });
});
