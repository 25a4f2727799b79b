import {
  IdParamsSchema,
  TeamSchema,
  TimeConstraintCreateSchema,
  TimeConstraintInputSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { createTimeConstraint } from './create-time-constraint.ts';
import { deleteTimeConstraint } from './delete-time-constraint.ts';
import { presentTeam } from './present-team.ts';
import { updateTimeConstraint } from './update-time-constraint.ts';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Teams' date and time constraints (docs/teams.md), validated by the contract's form rules. Each answer is
 * the team page, so the form refreshes from one call.
 */
export const timeConstraintRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/teams/:id/time_constraints',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Add a time constraint to a team; applyAll adds it to every team of the division',
        tags: ['teams'],
        params: IdParamsSchema,
        body: TimeConstraintCreateSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
      // The contract's schema carries team_id for its "not against itself" rule; here the path names the
      // team, so the path's id is put in the body before validation (a team_id sent in the body is ignored).
      preValidation: async (request) => {
        const body: unknown = request.body;
        const params: unknown = request.params;
        if (isPlainObject(body) && isPlainObject(params)) body.team_id = params.id;
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await createTimeConstraint({
          db: app.db,
          organizationId: access.organizationId,
          teamId: request.params.id,
          constraint: request.body.constraint,
          applyAll: request.body.applyAll,
        }),
      );
    },
  );

  app.patch(
    '/time_constraints/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Replace a time constraint (style and type may change)',
        tags: ['teams'],
        params: IdParamsSchema,
        body: TimeConstraintInputSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await updateTimeConstraint({
          db: app.db,
          organizationId: access.organizationId,
          constraintId: request.params.id,
          constraint: request.body,
        }),
      );
    },
  );

  app.delete(
    '/time_constraints/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a time constraint',
        tags: ['teams'],
        params: IdParamsSchema,
        response: { 200: TeamSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentTeam(
        await deleteTimeConstraint({
          db: app.db,
          organizationId: access.organizationId,
          constraintId: request.params.id,
        }),
      );
    },
  );
};
