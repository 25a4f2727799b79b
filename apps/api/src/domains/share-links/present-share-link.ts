import type { ShareKind, ShareLink } from '@app/contracts';
import type { ShareLinkWithName } from './list-share-links.ts';

/** The public page of a token: the share link, and the frame of the embed code. */
export const embedUrl = (appUrl: string, token: string) => `${appUrl}/embed/${token}`;

/** The calendar of a shared schedule or team; standings have none. */
export const embedCalendarUrl = (appUrl: string, token: string) =>
  `${appUrl}/api/embed/${token}/calendar.ics`;

/** A share link as managers see it (docs/share-links.md). */
export function presentShareLink({ link, name }: ShareLinkWithName, appUrl: string): ShareLink {
  const kind = link.kind as ShareKind;
  return {
    id: link.id,
    kind,
    target_id: link.scheduleId ?? link.teamId ?? link.seasonId ?? '',
    target_name: name,
    token: link.token,
    url: embedUrl(appUrl, link.token),
    calendar_url: kind === 'standings' ? null : embedCalendarUrl(appUrl, link.token),
    created_at: link.createdAt.toISOString(),
    rotated_at: link.rotatedAt?.toISOString() ?? null,
  };
}
