const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** English weekday name of 0 Sunday .. 6 Saturday. */
export function weekdayName(weekday: number): string {
  return WEEKDAY_NAMES[weekday] ?? String(weekday);
}

/** Weekend per the contract: Saturday and Sunday, and Friday when `friday_as_weekend`. */
export function isWeekend(weekday: number, fridayIsWeekend: boolean): boolean {
  return weekday === 0 || weekday === 6 || (fridayIsWeekend && weekday === 5);
}
