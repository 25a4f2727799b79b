import type { PlacedItem, ValidationContext } from './context.ts';
import { clockOfMinute } from './local-clock.ts';

/** A team's display name; falls back to the id so an unknown team still shows up in a message. */
export function teamName(ctx: ValidationContext, teamId: string): string {
  return ctx.teams.get(teamId)?.name ?? teamId;
}

/** Names of several teams, joined for a message. */
export function teamNames(ctx: ValidationContext, teamIds: readonly string[]): string {
  return teamIds.map((id) => teamName(ctx, id)).join(', ');
}

/** `g12 (2026-03-07 09:00-10:30)` on the local clock; a finish past midnight gets a +1 day mark. */
export function itemLabel(item: PlacedItem): string {
  const days = Math.floor(item.finishMinute / 1440);
  const finish = `${clockOfMinute(item.finishMinute)}${days > 0 ? ` +${days}d` : ''}`;
  return `${item.game.id} (${item.start.date} ${clockOfMinute(item.start.minute)}-${finish})`;
}

/** A venue's display name, or a placeholder when the slot's surface belongs to no venue. */
export function venueName(item: PlacedItem): string {
  return item.venue?.name ?? `surface ${item.slot.surface_id}`;
}
