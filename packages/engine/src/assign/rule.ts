/**
 * Hard rules a (game, slot) assignment can break, in the order the feasibility scan reports them.
 * `Ok` (0) means the assignment is allowed; `Blocked` is only returned when collecting blockers and means
 * "allowed once the collected games are moved away".
 */
export const Rule = {
  Ok: 0,
  SlotTaken: 1,
  SlotClosed: 2,
  NoPlay: 3,
  NotBetween: 4,
  TravelHome: 5,
  HomeOnly: 6,
  NoPlayTeam: 7,
  EnforceHome: 8,
  TeamOverlap: 9,
  DayLimit: 10,
  WeekLimit: 11,
  MaxGames: 12,
  Rest: 13,
  Nights: 14,
  TravelLast: 15,
  PersonConflict: 16,
  Dependency: 17,
  FeederUnscheduled: 18,
  Blocked: 19,
} as const;
export type Rule = (typeof Rule)[keyof typeof Rule];
