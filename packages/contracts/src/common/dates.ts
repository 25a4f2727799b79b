import { z } from 'zod';

/** A local calendar date "YYYY-MM-DD". */
export const LocalDateSchema = z.iso.date({ error: 'must be a date like 2026-03-07' });
