import { people } from '@app/db';

/** What a list of people reads of each (the season answer, the paged list): the name and the role flags. */
export const personListColumns = {
  id: people.id,
  first: people.first,
  last: people.last,
  isPlayer: people.isPlayer,
  isCoach: people.isCoach,
  isStaff: people.isStaff,
  isUmpire: people.isUmpire,
};
