import type { TFunction } from 'i18next';
import { translateFieldMessage } from '../../../lib/field-message.ts';
import { SAVED_SURFACE_BLANK } from './venue-draft.ts';

const VENUE_MESSAGES: Record<string, string> = {
  'needs at least one named surface': 'venues.needsSurface',
  'add at least one venue': 'venues.needsVenue',
  [SAVED_SURFACE_BLANK]: 'venues.savedSurfaceBlank',
};

/** A schema or server message about a venue in the current language (unknown ones pass through). */
export function venueMessage(t: TFunction, message: string): string {
  const key = VENUE_MESSAGES[message];
  return key === undefined ? translateFieldMessage(t, message) : t(key);
}
