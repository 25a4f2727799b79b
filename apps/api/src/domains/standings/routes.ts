import {
  AdjustmentCreateSchema,
  AdjustmentListSchema,
  AdjustmentSchema,
  AdjustmentUpdateSchema,
  ConferenceCreateSchema,
  ConferenceListQuerySchema,
  ConferenceListSchema,
  ConferenceSchema,
  ConferenceUpdateSchema,
  IdParamsSchema,
  OkResponseSchema,
  ScoringSystemSchema,
  ScoringSystemUpdateSchema,
  StandingsSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { findSeason } from '../seasons/find-season.ts';
import { createAdjustment } from './create-adjustment.ts';
import { createConference } from './create-conference.ts';
import { deleteAdjustment } from './delete-adjustment.ts';
import { deleteConference } from './delete-conference.ts';
import { listAdjustments } from './list-adjustments.ts';
import { readConferences } from './list-conferences.ts';
import { loadScoringSystem } from './load-scoring-system.ts';
import { loadStandings } from './load-standings.ts';
import { presentAdjustment } from './present-adjustment.ts';
import { presentScoringSystem } from './scoring-system-mapper.ts';
import { updateAdjustment } from './update-adjustment.ts';
import { updateConference } from './update-conference.ts';
import { updateScoringSystem } from './update-scoring-system.ts';

/**
 * A season's standings (docs/standings.md): the tables, the scoring system, conferences and point
 * adjustments. Reads are open to every member, changes need a manager.
 */
export const standingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons/:id/standings',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The season’s league, division and conference tables, ranked with its scoring system',
        tags: ['standings'],
        params: IdParamsSchema,
        response: { 200: StandingsSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return loadStandings(app.db, { organizationId, seasonId: request.params.id });
    },
  );

  app.get(
    '/seasons/:id/scoring_system',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The season’s points per result and tiebreakers (written from the defaults on first read)',
        tags: ['standings'],
        params: IdParamsSchema,
        response: { 200: ScoringSystemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const season = await findSeason(app.db, { organizationId, seasonId: request.params.id });
      return presentScoringSystem(await loadScoringSystem(app.db, season));
    },
  );

  app.patch(
    '/scoring_systems/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Change any of a scoring system’s points and its tiebreakers',
        tags: ['standings'],
        params: IdParamsSchema,
        body: ScoringSystemUpdateSchema,
        response: { 200: ScoringSystemSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return presentScoringSystem(
        await updateScoringSystem({
          db: app.db,
          organizationId,
          scoringSystemId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.get(
    '/conferences',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A season’s conferences with their teams',
        tags: ['standings'],
        querystring: ConferenceListQuerySchema,
        response: { 200: ConferenceListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const season = await findSeason(app.db, { organizationId, seasonId: request.query.season_id });
      return { conferences: await readConferences(app.db, { organizationId, seasonId: season.id }) };
    },
  );

  app.post(
    '/conferences',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create a conference of at least one team of the season',
        tags: ['standings'],
        body: ConferenceCreateSchema,
        response: { 201: ConferenceSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId } = organizationOf(request);
      const created = await createConference({ db: app.db, organizationId, input: request.body });
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/conferences/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Rename a conference and/or replace its teams',
        tags: ['standings'],
        params: IdParamsSchema,
        body: ConferenceUpdateSchema,
        response: { 200: ConferenceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return updateConference({
        db: app.db,
        organizationId,
        conferenceId: request.params.id,
        input: request.body,
      });
    },
  );

  app.delete(
    '/conferences/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a conference (its teams stay)',
        tags: ['standings'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      await deleteConference({ db: app.db, organizationId, conferenceId: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/seasons/:id/adjustments',
    {
      config: { access: 'member' },
      schema: {
        summary: 'A season’s point adjustments, oldest first',
        tags: ['standings'],
        params: IdParamsSchema,
        response: { 200: AdjustmentListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      const season = await findSeason(app.db, { organizationId, seasonId: request.params.id });
      const rows = await listAdjustments(app.db, { organizationId, seasonId: season.id });
      return { adjustments: rows.map(presentAdjustment) };
    },
  );

  app.post(
    '/seasons/:id/adjustments',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Add or take points from a team of the season, with the reason',
        tags: ['standings'],
        params: IdParamsSchema,
        body: AdjustmentCreateSchema,
        response: { 201: AdjustmentSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { organizationId } = organizationOf(request);
      const row = await createAdjustment({
        db: app.db,
        organizationId,
        seasonId: request.params.id,
        input: request.body,
      });
      return reply.code(201).send(presentAdjustment(row));
    },
  );

  app.patch(
    '/adjustments/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Change a point adjustment’s team, points or reason',
        tags: ['standings'],
        params: IdParamsSchema,
        body: AdjustmentUpdateSchema,
        response: { 200: AdjustmentSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      return presentAdjustment(
        await updateAdjustment({
          db: app.db,
          organizationId,
          adjustmentId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.delete(
    '/adjustments/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a point adjustment',
        tags: ['standings'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { organizationId } = organizationOf(request);
      await deleteAdjustment({ db: app.db, organizationId, adjustmentId: request.params.id });
      return { ok: true as const };
    },
  );
};
