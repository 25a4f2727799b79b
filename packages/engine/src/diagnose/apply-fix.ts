import type { TimeslotId } from '../model/ids.ts';
import type { Instance, ScheduleConfig } from '../model/instance.ts';
import type { Fix } from './diagnosis.ts';

/**
 * The instance with a diagnosis's fix applied, as the API applies it to the season (docs/diagnosis.md): the
 * slots a fix adds open to its division only (games, or practices for a practices schedule; ids `fix-1`, ...
 * unless taken), a setting changed on its schedule, or one team's rule dropped. Pure: the input is not
 * changed. Tests and the benchmark use it to check that a fix does what the diagnosis says.
 */
export function applyFixToInstance(instance: Instance, fix: Fix): Instance {
  switch (fix.kind) {
    case 'add_slots': {
      const practices = instance.schedules.some(
        (s) => s.division_ids.includes(fix.division_id as never) && s.mode === 'practices',
      );
      const ids = new Set(instance.timeslots.map((t) => t.id as string));
      let n = 0;
      const nextId = () => {
        let id: string;
        do id = `fix-${++n}`;
        while (ids.has(id));
        ids.add(id);
        return id as TimeslotId;
      };
      const added = fix.slots.map((slot) => ({
        id: nextId(),
        surface_id: slot.surface_id as Instance['timeslots'][number]['surface_id'],
        start: slot.start,
        finish: slot.finish,
        division_ids: [fix.division_id as Instance['divisions'][number]['id']],
        is_game: !practices,
        is_practice: practices,
        is_reserved: false,
      }));
      return { ...instance, timeslots: [...instance.timeslots, ...added] };
    }
    case 'change_setting': {
      if (!instance.schedules.some((s) => s.id === fix.schedule_id))
        throw new RangeError(`fix.schedule_id: unknown schedule "${fix.schedule_id}"`);
      return {
        ...instance,
        schedules: instance.schedules.map((s) =>
          s.id === fix.schedule_id ? ({ ...s, [fix.setting]: fix.value } as ScheduleConfig) : s,
        ),
      };
    }
    case 'relax_team_rule': {
      if (!instance.teams.some((t) => t.id === fix.team_id))
        throw new RangeError(`fix.team_id: unknown team "${fix.team_id}"`);
      return {
        ...instance,
        teams: instance.teams.map((team) => {
          if (team.id !== fix.team_id) return team;
          if (fix.rule === 'travel') return { ...team, travel_constraint: null };
          if (fix.rule === 'home_venues') return { ...team, home_venue_ids: [] };
          const i = fix.constraint_index ?? -1;
          if (i < 0 || i >= team.time_constraints.length)
            throw new RangeError(`fix.constraint_index: team "${team.id}" has no time constraint ${i}`);
          return { ...team, time_constraints: team.time_constraints.filter((_, j) => j !== i) };
        }),
      };
    }
  }
}
