import { KILOMETERS_PER_MILE } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How the travel limits are shown; the API always stores miles. */
export type DistanceUnit = 'mi' | 'km';

const STORAGE_KEY = 'distance-unit';

function storedUnit(): DistanceUnit | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return value === 'mi' || value === 'km' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The user's distance unit: their last choice on this browser, else kilometres for Japanese and miles for
 * English (the account has no unit setting, and Japan measures in kilometres).
 */
export function useDistanceUnit(): [DistanceUnit, (unit: DistanceUnit) => void] {
  const { i18n } = useTranslation();
  const [unit, setUnit] = useState<DistanceUnit>(
    () => storedUnit() ?? (i18n.language === 'ja' ? 'km' : 'mi'),
  );
  function choose(next: DistanceUnit) {
    setUnit(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the choice still holds for this page.
    }
  }
  return [unit, choose];
}

/** Miles as shown in `unit`, to two decimals (0 stays 0, meaning "no limit"). */
export function milesToUnit(miles: number, unit: DistanceUnit): number {
  return unit === 'mi' ? miles : Math.round(miles * KILOMETERS_PER_MILE * 100) / 100;
}

/** A value typed in `unit` as miles for the API, to two decimals (0 stays 0). */
export function unitToMiles(value: number, unit: DistanceUnit): number {
  return unit === 'mi' ? value : Math.round((value / KILOMETERS_PER_MILE) * 100) / 100;
}
