import type { TeamRole } from '@app/contracts';

/** Catalog keys per role: the section title, its add button, and the picker's title. */
export const ROLE_KEYS: Record<TeamRole, { title: string; add: string; pick: string; none: string }> = {
  coach: {
    title: 'teams.coaches',
    add: 'teams.addCoach',
    pick: 'teams.pickCoach',
    none: 'teams.noCoaches',
  },
  staff: {
    title: 'teams.staff',
    add: 'teams.addStaff',
    pick: 'teams.pickStaff',
    none: 'teams.noStaff',
  },
  player: {
    title: 'teams.players',
    add: 'teams.addPlayer',
    pick: 'teams.pickPlayer',
    none: 'teams.noPlayers',
  },
};
