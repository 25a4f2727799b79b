import {
  IdParamsSchema,
  OkResponseSchema,
  PageQuerySchema,
  SeasonVenuesPageSchema,
  VenueCreateSchema,
  VenueDependentsSchema,
  VenueSchema,
  VenueUpdateSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { countVenueDependents } from './count-venue-dependents.ts';
import { createVenues } from './create-venues.ts';
import { deleteVenue } from './delete-venue.ts';
import { requireVenueDetails } from './find-venue.ts';
import { listSeasonVenues } from './list-season-venues.ts';
import { presentVenue } from './present-venue.ts';
import { updateVenue } from './update-venue.ts';

const VenuesResponseSchema = z.object({ venues: z.array(VenueSchema) });

/** Venues of the caller's organisation with their surfaces, home teams and distances. */
export const venuesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/venues',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create several venues, each with at least one named surface (blank-named rows are dropped)',
        tags: ['venues'],
        body: VenueCreateSchema,
        response: { 201: VenuesResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const created = await createVenues({
        db: app.db,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send({ venues: created.map(presentVenue) });
    },
  );

  app.get(
    '/venues/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The venue page: address, surfaces, home teams and distances to the season’s other venues',
        tags: ['venues'],
        params: IdParamsSchema,
        response: { 200: VenueSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentVenue(
        await requireVenueDetails(app.db, {
          organizationId: access.organizationId,
          venueId: request.params.id,
        }),
      );
    },
  );

  app.patch(
    '/venues/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Replace a venue with its surfaces; surfaces left out are deleted with their timeslots',
        tags: ['venues'],
        params: IdParamsSchema,
        body: VenueUpdateSchema,
        response: { 200: VenueSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentVenue(
        await updateVenue({
          db: app.db,
          organizationId: access.organizationId,
          venueId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.get(
    '/venues/:id/dependents',
    {
      config: { access: 'member' },
      schema: {
        summary:
          'What deleting the venue takes with it: surfaces, timeslots, games left unscheduled, home teams',
        tags: ['venues'],
        params: IdParamsSchema,
        response: { 200: VenueDependentsSchema, ...errorResponses },
      },
    },
    async (request) =>
      countVenueDependents(app.db, {
        organizationId: organizationOf(request).organizationId,
        venueId: request.params.id,
      }),
  );

  app.delete(
    '/venues/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a venue with its surfaces and their timeslots',
        tags: ['venues'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deleteVenue({ db: app.db, organizationId: access.organizationId, venueId: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/seasons/:id/venues',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One page of a season’s venues with their surfaces (limit, cursor, q)',
        tags: ['venues'],
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: SeasonVenuesPageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return listSeasonVenues({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        query: request.query,
      });
    },
  );
};
