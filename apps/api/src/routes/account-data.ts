import {
  accountApiPaths,
  accountExportSchema,
  type DeleteAccountBody,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { confirmPassword } from '../auth/confirm-password';
import { deleteAccount, exportAccount } from '../db/account-data';
import { bodyLimits } from '../http/body';
import { responseSchema } from '../http/schemas';
import { guards, type UserRouteOptions } from './options';

/** A shopper's own data (issue 19, GDPR): download it, or delete the account. */
export const accountDataRoutes: FastifyPluginAsync<UserRouteOptions> = async (app, options) => {
  const { db, auth, passwords } = options;
  const guard = guards(auth);

  app.get(
    accountApiPaths.exportData(),
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'Everything kept about the signed-in shopper, as a JSON download (no password hash)',
        response: { 200: responseSchema(accountExportSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      reply
        .header('content-disposition', 'attachment; filename="bookshop-my-data.json"')
        .header('cache-control', 'no-store');
      return exportAccount(db, user);
    },
  );

  app.delete<{ Body: DeleteAccountBody }>(
    accountApiPaths.me(),
    {
      preValidation: guard.signedIn,
      bodyLimit: bodyLimits.account,
      // Book pages show ratings and commenters' names, which go or change with the account.
      config: { changesCatalogue: true },
      schema: {
        summary:
          'Deletes the signed-in account (password required): sessions end, comments stay anonymised, orders keep only amounts, dates and items',
        body: deleteAccountBodySchema,
        response: { 200: responseSchema(deleteAccountResponseSchema) },
      },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      await confirmPassword({ db, passwords }, user, request.body.password, 'password');
      await auth.endSession(request, reply);
      await deleteAccount(db, user.id);
      return { deleted: true as const };
    },
  );
};
