/**
 * Every IANA zone this browser knows, sorted, always including `current` so a saved zone the browser
 * lacks still shows as selected.
 */
export function timezoneOptions(current: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  if (current) zones.add(current);
  return [...zones].sort();
}
