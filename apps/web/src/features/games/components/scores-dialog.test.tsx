import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import { buildGameRow as row } from '../test/game-row.ts';
import { ScoresDialog } from './game-dialogs.tsx';

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
