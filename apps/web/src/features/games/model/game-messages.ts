import type { TFunction } from 'i18next';
import { translateFieldMessage } from '../../../lib/field-message.ts';

// The games API's field messages (docs/games.md) in the interface language; others go through the shared
// catalog, and unknown ones keep the server's English.
const GAME_MESSAGES: Record<string, string> = {
  'overlaps another timeslot on this surface': 'games.messages.overlap',
  'already holds a game': 'games.messages.slotTaken',
  'is not a surface of this season': 'games.messages.notSeasonSurface',
  'is not a team of this division': 'games.messages.notDivisionTeam',
  'must differ from the home team': 'games.dialog.sameTeam',
  'must be after the start': 'games.dialog.finishAfterStart',
  'is not scheduled': 'games.messages.notScheduled',
};

export function gameMessage(t: TFunction, message: string): string {
  const key = GAME_MESSAGES[message];
  return key ? t(key) : translateFieldMessage(t, message);
}
