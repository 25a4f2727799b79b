import type { Game } from '@app/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import type { GameRow } from '../model/game-rows.ts';
import { ScoresDialog } from './game-dialogs.tsx';

function row(id: string, fields: Partial<Game> = {}, names = { home: 'Hawks', visitor: 'Owls' }): GameRow {
  const game = {
    id,
    schedule_id: 's',
    division_id: 'd',
    home_id: 'a',
    visitor_id: 'b',
    timeslot_id: null,
    round: 1,
    bracket: null,
    home_from: null,
    visitor_from: null,
    is_practice: false,
    home_score: null,
    visitor_score: null,
    overtime: false,
    forfeit: null,
    counts_in_standings: true,
    unscheduled_reason: null,
    unscheduled_reason_detail: null,
    ...fields,
  } satisfies Game;
  return {
    id,
    game,
    startMs: 0,
    date: '',
    weekday: -1,
    time: '',
    finish: '',
    home: names.home,
    visitor: names.visitor,
    homeId: game.home_id,
    visitorId: game.visitor_id,
    venueId: null,
    venue: '',
    surfaceId: null,
    surface: '',
    divisionId: 'd',
    division: '',
    homeDivision: '',
    visitorDivision: '',
    score: '',
    week: null,
  };
}

afterEach(cleanup);

describe('scores dialog', () => {
  it('records which side forfeited, and keeps a forfeit already recorded', () => {
    const onSave = vi.fn();
    renderInProviders(
      <ScoresDialog
        opened
        forfeits
        rows={[row('g1'), row('g2', { forfeit: 'home' }, { home: 'Foxes', visitor: 'Bears' })]}
        onClose={() => undefined}
        onSave={onSave}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Scores' });
    const first = within(dialog).getByRole('combobox', {
      name: 'Forfeit of Owls at Hawks',
    }) as HTMLSelectElement;
    expect(first.value).toBe('');
    expect([...first.options].map((option) => option.text)).toEqual([
      'No forfeit',
      'Owls forfeited',
      'Hawks forfeited',
    ]);
    fireEvent.change(first, { target: { value: 'visitor' } });
    const second = within(dialog).getByRole('combobox', {
      name: 'Forfeit of Bears at Foxes',
    }) as HTMLSelectElement;
    expect(second.value).toBe('home');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { id: 'g1', home_score: null, visitor_score: null, overtime: false, forfeit: 'visitor' },
      { id: 'g2', home_score: null, visitor_score: null, overtime: false, forfeit: 'home' },
    ]);
  });

  it('offers no forfeit for a practice, nor in the bracket, which sends none', () => {
    const onSave = vi.fn();
    const { unmount } = renderInProviders(
      <ScoresDialog
        opened
        forfeits
        rows={[row('p', { is_practice: true, visitor_id: null })]}
        onClose={() => undefined}
        onSave={onSave}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Forfeit' })).toBeTruthy();
    expect(screen.queryByRole('combobox')).toBeNull();
    unmount();
    renderInProviders(
      <ScoresDialog
        opened
        rows={[row('b', { forfeit: 'home' })]}
        onClose={() => undefined}
        onSave={onSave}
      />,
    );
    expect(screen.queryByRole('columnheader', { name: 'Forfeit' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith([
      { id: 'b', home_score: null, visitor_score: null, overtime: false, forfeit: null },
    ]);
  });
});
