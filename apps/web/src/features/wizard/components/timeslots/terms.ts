import type { SurfaceTerm } from '@app/contracts';
import type { TFunction } from 'i18next';

// The sport's word for a playing surface (packages/contracts/src/wizard/sports.ts), one literal key per word
// so the catalog test sees every key.
const SURFACES: Record<SurfaceTerm, string> = {
  field: 'wizard.timeslots.surface_field',
  court: 'wizard.timeslots.surface_court',
  rink: 'wizard.timeslots.surface_rink',
  pitch: 'wizard.timeslots.surface_pitch',
  diamond: 'wizard.timeslots.surface_diamond',
};
const ALL_SURFACES: Record<SurfaceTerm, string> = {
  field: 'wizard.timeslots.allSurfacesField',
  court: 'wizard.timeslots.allSurfacesCourt',
  rink: 'wizard.timeslots.allSurfacesRink',
  pitch: 'wizard.timeslots.allSurfacesPitch',
  diamond: 'wizard.timeslots.allSurfacesDiamond',
};
const SURFACE_REQUIRED: Record<SurfaceTerm, string> = {
  field: 'wizard.timeslots.dialog.surfaceRequiredField',
  court: 'wizard.timeslots.dialog.surfaceRequiredCourt',
  rink: 'wizard.timeslots.dialog.surfaceRequiredRink',
  pitch: 'wizard.timeslots.dialog.surfaceRequiredPitch',
  diamond: 'wizard.timeslots.dialog.surfaceRequiredDiamond',
};

/** "Pitches", "Courts", …: the label of a slot's surfaces. */
export const surfacesLabel = (t: TFunction, term: SurfaceTerm): string => t(SURFACES[term]);

/** "All 4 pitches". */
export const allSurfacesText = (t: TFunction, term: SurfaceTerm, count: number): string =>
  t(ALL_SURFACES[term], { count });

/** "Choose at least one pitch". */
export const surfaceRequiredText = (t: TFunction, term: SurfaceTerm): string => t(SURFACE_REQUIRED[term]);
