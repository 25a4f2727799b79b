import { useMediaQuery } from '@mantine/hooks';

/** True on a phone-sized screen, where large dialogs take the whole screen instead of a cut-off box. */
export function useIsPhone(): boolean {
  return useMediaQuery('(max-width: 48em)') === true;
}
