import type { IndexPair } from './circle-method.ts';

/**
 * Orients a multigraph's edges so every vertex's out-degree (home) and in-degree (away) differ by at most 1,
 * which every multigraph allows: odd-degree vertices are joined to a phantom vertex, then closed trails are
 * walked and each edge is oriented along its trail. Returns the edges in input order as [home, visitor];
 * deterministic for a given input.
 */
export function balancedOrientation(vertexCount: number, edges: readonly IndexPair[]): IndexPair[] {
  const phantom = vertexCount;
  const ends: IndexPair[] = [...edges];
  const incident: number[][] = Array.from({ length: vertexCount + 1 }, () => []);
  edges.forEach(([u, v], id) => {
    incident[u]?.push(id);
    incident[v]?.push(id);
  });
  for (let vertex = 0; vertex < vertexCount; vertex += 1) {
    if ((incident[vertex]?.length ?? 0) % 2 === 1) {
      incident[vertex]?.push(ends.length);
      incident[phantom]?.push(ends.length);
      ends.push([vertex, phantom]);
    }
  }
  const isUsed = ends.map(() => false);
  const next = incident.map(() => 0);
  const oriented: IndexPair[] = [...ends];
  const unusedAt = (vertex: number): number | undefined => {
    const list = incident[vertex] ?? [];
    let cursor = next[vertex] ?? 0;
    while (cursor < list.length && isUsed[list[cursor] ?? 0]) cursor += 1;
    next[vertex] = cursor;
    return list[cursor];
  };
  for (let start = 0; start <= vertexCount; start += 1) {
    // All degrees are even, so a walk from `start` can only get stuck back at `start`: a closed trail.
    for (let id = unusedAt(start); id !== undefined; id = unusedAt(start)) {
      let at = start;
      for (let edge: number | undefined = id; edge !== undefined; edge = unusedAt(at)) {
        isUsed[edge] = true;
        const [u, v] = ends[edge] as IndexPair;
        const to = u === at ? v : u;
        oriented[edge] = [at, to];
        at = to;
      }
    }
  }
  return oriented.slice(0, edges.length);
}
