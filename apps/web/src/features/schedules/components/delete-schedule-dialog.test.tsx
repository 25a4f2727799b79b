import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInProviders } from '../../../test/render-in-providers.tsx';
import { DeleteScheduleDialog } from './schedule-overview.tsx';

describe('schedule delete dialog', () => {
  afterEach(cleanup);

  it('offers to delete the games on SportsEngine too when some are synced', () => {
    const onConfirm = vi.fn();
    renderInProviders(
      <DeleteScheduleDialog syncedCount={4} pending={false} onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: 'Also delete its 4 games on SportsEngine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith(true);
  });

  it('deletes only here by default, and shows no checkbox without synced games', () => {
    const onConfirm = vi.fn();
    const { unmount } = renderInProviders(
      <DeleteScheduleDialog syncedCount={4} pending={false} onCancel={() => {}} onConfirm={onConfirm} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledWith(false);
    unmount();
    renderInProviders(
      <DeleteScheduleDialog syncedCount={0} pending={false} onCancel={() => {}} onConfirm={onConfirm} />,
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
