import { z } from 'zod';
import {
  CODE_FIELDS,
  describeFields,
  draftNameField,
  FIELD_DESCRIPTIONS,
  NOTES_MAX,
  optionalTextField,
  priorityField,
} from '../common/fields.ts';
import { IdSchema } from '../common/primitives.ts';

/**
 * A surface's fields and their rules, besides its id and its name (a form row may leave the name blank, a
 * file may not): the venue form and the league document both take these.
 */
export const SURFACE_FIELDS = {
  ...CODE_FIELDS,
  notes: optionalTextField(NOTES_MAX),
  priority: priorityField(),
};

/** A surface row of the venue form; a blank-named one is dropped (a venue still needs one named surface). */
export const SurfaceDraftSchema = z.object({
  id: IdSchema.optional().describe('An existing surface when editing a venue; absent for a new one'),
  name: draftNameField().describe('Surface name, e.g. Field 1'),
  ...describeFields(SURFACE_FIELDS, FIELD_DESCRIPTIONS),
});
export type SurfaceDraftInput = z.input<typeof SurfaceDraftSchema>;
export type SurfaceDraft = z.output<typeof SurfaceDraftSchema>;

/** A stored surface. */
export const SurfaceSchema = z.object({
  id: IdSchema,
  name: z.string(),
  shortcode: z.string().nullable(),
  longcode: z.string().nullable(),
  notes: z.string().nullable(),
  priority: z.number().int().min(-3).max(3),
});
export type Surface = z.infer<typeof SurfaceSchema>;

/** Keeps the named surfaces; used by every venue schema so "named" means the same everywhere. */
export function namedSurfaces<T extends { name: string }>(surfaces: readonly T[]): T[] {
  return surfaces.filter((s) => s.name !== '');
}
