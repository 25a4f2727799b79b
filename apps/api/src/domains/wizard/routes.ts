import { WizardResultSchema, WizardSubmitSchema } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, setSessionCookie } from '../../auth/cookies.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { HttpError } from '../../http/http-error.ts';
import { clientKey, keyedRateLimit } from '../../http/rate-limit.ts';
import { renderMail } from '../../mail/messages.ts';
import { confirmationLink } from '../users/confirmation-link.ts';
import { createSession } from '../users/create-session.ts';
import { finishWizard, type WizardFinisher } from './finish-wizard.ts';

// The queued schedules' first lease, as POST /api/schedules gives it: the reconciler leaves a row alone this
// long while its job is being sent.
const QUEUED_LEASE_MS = 30_000;

/**
 * POST /api/wizard (docs/wizard.md#finish): the whole setup-wizard draft in one transaction. Open to visitors,
 * who send `account` and are signed in by the answer; a signed-in caller must not send it and needs manager
 * rights in their current organisation (the access hook checks it through `signedInAccess`).
 */
export const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  // New accounts are limited per client as sign-up's are (docs/security.md); signed-in drafts are not.
  const accountsPerClient = keyedRateLimit(app, 'wizard-account', {
    max: app.env.rateLimitAuthMax,
    timeWindow: 60_000,
  });

  app.post(
    '/wizard',
    {
      config: { access: 'public', signedInAccess: 'manager' },
      schema: {
        summary:
          'Create a league (or season, or a division’s venues and slots) from the setup wizard’s draft, with the account when signed out',
        tags: ['wizard'],
        body: WizardSubmitSchema,
        response: { 201: WizardResultSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const draft = request.body;
      const signedIn = request.access?.organization ?? null;
      let finisher: WizardFinisher;
      if (signedIn) {
        if (draft.account) throw new HttpError(400, { account: ['must be left out when signed in'] });
        finisher = { kind: 'member', user: signedIn.user, organizationId: signedIn.organizationId };
      } else {
        if (!draft.account) throw new HttpError(400, { account: ['is required when signed out'] });
        await accountsPerClient(request, clientKey(request));
        finisher = { kind: 'visitor', passwordHash: await hashPassword(draft.account.password) };
      }
      const finished = await finishWizard({
        db: app.db,
        draft,
        finisher,
        leaseUntil: new Date(Date.now() + QUEUED_LEASE_MS),
      });
      if (finished.newAccount) {
        // Signed in exactly as sign-up and sign-in do: a new session, the presented one (if any) deleted.
        const { user, confirmationToken } = finished.newAccount;
        const { token } = await createSession({
          db: app.db,
          userId: user.id,
          previousToken: request.cookies[SESSION_COOKIE],
        });
        setSessionCookie(reply, app.env.cookieSecure, token);
        const link = confirmationLink(app.env.appUrl, confirmationToken);
        await app.mailer.send(renderMail('confirmAccount', { to: user.email, locale: user.locale, link }));
      }
      // Jobs only after the commit, so a worker never looks for a row that is not there yet; a failed send
      // leaves the row queued and the reconciler sends it (docs/schedules.md#jobs).
      // Sent together: the runs of one season take turns under its lock whatever order the jobs arrive in.
      await Promise.all(
        finished.queued.map(({ id, seasonId }) =>
          app.scheduleRunner
            .enqueue(id, seasonId)
            .catch((error) => request.log.warn({ err: error }, 'schedule job')),
        ),
      );
      return reply.code(201).send(finished.result);
    },
  );
};
