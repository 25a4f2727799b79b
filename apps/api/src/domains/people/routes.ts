import {
  IdParamsSchema,
  OkResponseSchema,
  PageQuerySchema,
  PersonCreateSchema,
  PersonDependentsSchema,
  PersonSchema,
  PersonUpdateSchema,
  SeasonPeoplePageSchema,
} from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationOf } from '../../http/access.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { countPersonDependents } from './count-person-dependents.ts';
import { createPerson } from './create-person.ts';
import { deletePerson } from './delete-person.ts';
import { requirePersonDetails } from './find-person.ts';
import { listSeasonPeople } from './list-season-people.ts';
import { presentPerson } from './present-person.ts';
import { updatePerson } from './update-person.ts';

/** People (players, coaches, staff, umpires) of the caller's organisation, each with their teams. */
export const peopleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/people',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Create a person in a season',
        tags: ['people'],
        body: PersonCreateSchema,
        response: { 201: PersonSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const access = organizationOf(request);
      const created = await createPerson({
        db: app.db,
        organizationId: access.organizationId,
        input: request.body,
      });
      return reply.code(201).send(presentPerson(created));
    },
  );

  app.get(
    '/people/:id',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The person page with their teams',
        tags: ['people'],
        params: IdParamsSchema,
        response: { 200: PersonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentPerson(
        await requirePersonDetails(app.db, {
          organizationId: access.organizationId,
          personId: request.params.id,
        }),
      );
    },
  );

  app.patch(
    '/people/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Replace a person’s fields',
        tags: ['people'],
        params: IdParamsSchema,
        body: PersonUpdateSchema,
        response: { 200: PersonSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return presentPerson(
        await updatePerson({
          db: app.db,
          organizationId: access.organizationId,
          personId: request.params.id,
          input: request.body,
        }),
      );
    },
  );

  app.get(
    '/people/:id/dependents',
    {
      config: { access: 'member' },
      schema: {
        summary: 'What deleting the person takes with them: their team entries',
        tags: ['people'],
        params: IdParamsSchema,
        response: { 200: PersonDependentsSchema, ...errorResponses },
      },
    },
    async (request) =>
      countPersonDependents(app.db, {
        organizationId: organizationOf(request).organizationId,
        personId: request.params.id,
      }),
  );

  app.delete(
    '/people/:id',
    {
      config: { access: 'manager' },
      schema: {
        summary: 'Delete a person and their team entries',
        tags: ['people'],
        params: IdParamsSchema,
        response: { 200: OkResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      await deletePerson({ db: app.db, organizationId: access.organizationId, personId: request.params.id });
      return { ok: true as const };
    },
  );

  app.get(
    '/seasons/:id/people',
    {
      config: { access: 'member' },
      schema: {
        summary: 'One page of a season’s people by name (limit, cursor, q)',
        tags: ['people'],
        params: IdParamsSchema,
        querystring: PageQuerySchema,
        response: { 200: SeasonPeoplePageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const access = organizationOf(request);
      return listSeasonPeople({
        db: app.db,
        organizationId: access.organizationId,
        seasonId: request.params.id,
        query: request.query,
      });
    },
  );
};
