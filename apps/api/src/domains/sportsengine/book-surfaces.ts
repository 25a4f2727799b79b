/** A span of time in epoch milliseconds, start included and finish excluded, as timeslots are. */
export interface Span {
  start: number;
  finish: number;
}

/**
 * Which surface of a venue each imported event takes (docs/sportsengine.md#importing): two timeslots of one
 * surface may not overlap (docs/timeslots.md), but SportsEngine may hold two events at one place at one time
 * (two fields it does not name). Each event takes the first surface in the order given that is free for its
 * span; when none is, the caller adds a surface to the venue and books it there.
 */
export class SurfaceBook {
  private readonly booked = new Map<string, Span[]>();

  /** Marks a span of a surface as taken (an existing timeslot the import keeps, or an event just placed). */
  book(surfaceId: string, span: Span): void {
    const spans = this.booked.get(surfaceId);
    if (spans) spans.push(span);
    else this.booked.set(surfaceId, [span]);
  }

  isFree(surfaceId: string, span: Span): boolean {
    return !(this.booked.get(surfaceId) ?? []).some((b) => b.start < span.finish && span.start < b.finish);
  }

  /** The first of `surfaceIds` free for `span`, booked for it; undefined when every one is taken. */
  take(surfaceIds: readonly string[], span: Span): string | undefined {
    const free = surfaceIds.find((id) => this.isFree(id, span));
    if (free !== undefined) this.book(free, span);
    return free;
  }
}
