import type { IndexPair } from './circle-method.ts';

/**
 * Splits the edges of a bipartite multigraph (each edge [left, right], left and right vertex numbers kept
 * apart by the caller) into the fewest rounds, the maximum degree Δ, so no vertex appears twice in a round
 * (König's theorem, by alternating-path recolouring). Returns each edge's round index 0..Δ-1 in input order.
 */
export function bipartiteRounds(edges: readonly IndexPair[]): number[] {
  const degree = new Map<string, number>();
  const keyOf = (side: 'l' | 'r', vertex: number): string => `${side}${vertex}`;
  for (const [u, v] of edges) {
    degree.set(keyOf('l', u), (degree.get(keyOf('l', u)) ?? 0) + 1);
    degree.set(keyOf('r', v), (degree.get(keyOf('r', v)) ?? 0) + 1);
  }
  const colours = Math.max(0, ...degree.values());
  // slot.get(vertex)[c] is the edge of colour c at that vertex, or -1.
  const slot = new Map<string, number[]>();
  const slotsOf = (key: string): number[] => {
    const existing = slot.get(key);
    if (existing) return existing;
    const created = Array.from({ length: colours }, () => -1);
    slot.set(key, created);
    return created;
  };
  const colourOf = edges.map(() => -1);
  const ends = (edge: number): [string, string] => {
    const [u, v] = edges[edge] as IndexPair;
    return [keyOf('l', u), keyOf('r', v)];
  };
  const setColour = (edge: number, colour: number): void => {
    colourOf[edge] = colour;
    for (const key of ends(edge)) slotsOf(key)[colour] = edge;
  };
  const clearColour = (edge: number): void => {
    for (const key of ends(edge)) slotsOf(key)[colourOf[edge] ?? 0] = -1;
  };
  edges.forEach((_, edge) => {
    const [left, right] = ends(edge);
    const alpha = slotsOf(left).indexOf(-1);
    const beta = slotsOf(right).indexOf(-1);
    if (slotsOf(right)[alpha] !== -1) {
      // Swap alpha and beta along the alternating path from `right`; in a bipartite graph it never reaches
      // `left`, so alpha becomes free at both ends.
      const path: number[] = [];
      let at = right;
      let colour = alpha;
      for (let e = slotsOf(at)[colour] ?? -1; e !== -1; e = slotsOf(at)[colour] ?? -1) {
        path.push(e);
        const [a, b] = ends(e);
        at = a === at ? b : a;
        colour = colour === alpha ? beta : alpha;
      }
      for (const e of path) clearColour(e);
      for (const e of path) setColour(e, colourOf[e] === alpha ? beta : alpha);
    }
    setColour(edge, alpha);
  });
  return colourOf;
}
