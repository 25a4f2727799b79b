/**
 * Seeds 1..size in bracket order for a power-of-two `size`, so that adjacent pairs are the first-round games
 * (1 v size, size/2 v size/2+1, ...) and seeds 1 and 2 sit in opposite halves: each seed s of a bracket of m
 * slots becomes s followed by 2m+1-s. The better seed of every aligned block comes first.
 */
export function seedOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const next = order.length * 2 + 1;
    order = order.flatMap((seed) => [seed, next - seed]);
  }
  return order;
}

/** The smallest power of two that holds `teams` entrants (1 for 0 or 1 teams). */
export function bracketSize(teams: number): number {
  let size = 1;
  while (size < teams) size *= 2;
  return size;
}
