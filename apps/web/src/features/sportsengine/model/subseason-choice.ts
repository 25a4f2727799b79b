import type { PlatformEntity } from '@app/contracts';

/**
 * What the Subseason select does for a season's subseasons (docs/sportsengine.md#importing): with none or one
 * it is hidden (the server takes the only one), with more than one the user must pick.
 */
export function subseasonChoice(subseasons: readonly PlatformEntity[] | undefined): 'hidden' | 'choose' {
  return subseasons !== undefined && subseasons.length > 1 ? 'choose' : 'hidden';
}
