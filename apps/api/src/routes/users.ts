import {
  accountApiPaths,
  authorizeUserResponseSchema,
  authUserResponseSchema,
  emailActivationBodySchema,
  type ForgotPasswordBody,
  forgotPasswordBodySchema,
  forgotPasswordResponseSchema,
  LANGUAGE_COOKIE,
  type LoginBody,
  loginBodySchema,
  logoutResponseSchema,
  messages,
  type ResetPasswordBody,
  resendActivationResponseSchema,
  resetPasswordBodySchema,
  type SaveNewPasswordBody,
  type SignUpBody,
  saveNewPasswordBodySchema,
  signUpBodySchema,
  type UpdateUserBody,
  updateUserBodySchema,
  userResponseSchema,
  verifyUserResponseSchema,
} from '@bookshop/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  activationMailRules,
  knownDeviceKey,
  knownDeviceSignInRules,
  newDeviceSignInRules,
  passwordResetMailRules,
  passwordResetRules,
  signInRefused,
  signUpRules,
  tooManyAttempts,
} from '../auth/attempt-limits';
import { confirmPassword } from '../auth/confirm-password';
import { newToken, tokenHash } from '../auth/tokens';
import {
  activateWithToken,
  changePassword,
  createAccountToken,
  resetPasswordWithToken,
  type TokenRefusal,
} from '../db/account-tokens';
import { recordSuccess, reserveAttempt } from '../db/attempts';
import { findKnownDevice } from '../db/known-devices';
import { createUser, findUserByEmail, findUserById, toAuthUser, type UserRow, updateUser } from '../db/users';
import { bodyLimits } from '../http/body';
import { HttpError, notFound, requireUuid } from '../http/errors';
import { responseSchema } from '../http/schemas';
import { activationMail, passwordResetMail } from '../mail/mails';
import { idParamsSchema } from './books';
import { guards, type UserRouteOptions } from './options';

const emailTaken = () =>
  new HttpError(409, 'emailAlreadyRegistered', messages.emailAlreadyRegistered, {
    email: messages.emailAlreadyRegistered,
  });

export const usersRoutes: FastifyPluginAsync<UserRouteOptions> = async (app, options) => {
  const { db, auth, passwords, outbox, publicUrl, signUpsPerHour, languages } = options;
  const guard = guards(auth);
  const authUserResponse = { 200: responseSchema(authUserResponseSchema) };

  /** A user's own record, or any record for an admin; another user's is forbidden. */
  async function requireSelfOrAdmin(request: FastifyRequest<{ Params: { id: string } }>): Promise<UserRow> {
    const { user } = await auth.requireUser(request);
    const id = requireUuid(request.params.id, 'User');
    if (id !== user.id && user.role !== 'admin') {
      throw new HttpError(403, 'forbidden', 'You may only see your own account');
    }
    const found = id === user.id ? user : await findUserById(db, id);
    if (!found) throw notFound('User');
    return found;
  }

  app.post<{ Body: SignUpBody }>(
    '/users/signup',
    {
      bodyLimit: bodyLimits.account,
      preValidation: languages.check('body', 'language'),
      schema: { body: signUpBodySchema, response: { 201: responseSchema(authUserResponseSchema) } },
    },
    async (request, reply) => {
      const { name, surname, email, telephone, password } = request.body;
      // Every sign-up counts, taken or not: each costs a password hash, and a new one a mail.
      const reservation = await reserveAttempt(db, {
        kind: 'signup',
        rules: signUpRules(request.ip, signUpsPerHour),
      });
      if (!reservation.allowed) {
        throw tooManyAttempts(
          'tooManySignUps',
          'Too many sign-ups from this address; try again later',
          reservation.retryAfterSeconds,
        );
      }
      if (await findUserByEmail(db, email)) throw emailTaken();
      // Any role in the body was dropped by the schema: every sign-up is a plain user.
      const user = await createUser(db, {
        name,
        surname,
        email,
        telephone,
        passwordHash: await passwords.hash(password),
        activationTokenHash: null,
        language: request.body.language ?? languages.ofCookie(request.cookies[LANGUAGE_COOKIE]),
      });
      if (!user) throw emailTaken();
      await sendActivationMail(user);
      await auth.startSession(request, reply, user.id);
      return reply.status(201).send({ authUser: toAuthUser(user) });
    },
  );

  app.post<{ Body: LoginBody }>(
    '/users/login',
    { bodyLimit: bodyLimits.account, schema: { body: loginBodySchema, response: authUserResponse } },
    async (request, reply) => {
      const { email, password } = request.body;
      // A browser that signed in to this account before counts its own failures only; any other
      // counts with every other one for the account, and for its address (auth/attempt-limits.ts).
      const known = await findKnownDevice(db, auth.deviceHash(request), email, auth.now());
      const rules = known ? knownDeviceSignInRules(known) : newDeviceSignInRules(email, request.ip);
      // Reserved before the password is checked: however many arrive at once, from however many
      // addresses and processes, no more are checked than the limits allow.
      const reservation = await reserveAttempt(db, { kind: 'login', rules });
      if (!reservation.allowed) {
        throw signInRefused(email, reservation.refusedBy, reservation.retryAfterSeconds);
      }
      const user = await findUserByEmail(db, email);
      const valid = await passwords.verify(user?.passwordHash ?? '', password);
      if (!user || !valid) {
        // The same answer whether the email or the password was wrong: it reveals no accounts.
        throw new HttpError(401, 'emailOrPasswordIncorrect', messages.emailOrPasswordIncorrect);
      }
      // The owner is in: this attempt no longer counts, nor, on a browser known to the account, that
      // browser's own typing errors. Failures from unknown devices stay counted: they may be a stranger's.
      await recordSuccess(db, reservation.attempt, { forget: known ? [knownDeviceKey(known)] : [] });
      await auth.startSession(request, reply, user.id);
      return { authUser: toAuthUser(user) };
    },
  );

  // A guest is answered null, not 401: every guest's page asks, and a 401 is logged as an error.
  app.get(
    '/users/verify-user',
    { schema: { response: { 200: responseSchema(verifyUserResponseSchema) } } },
    async (request) => {
      const signedIn = await auth.currentUser(request);
      return { authUser: signedIn ? toAuthUser(signedIn.user) : null };
    },
  );

  app.post<{ Body: UpdateUserBody }>(
    '/users/update-user',
    {
      preValidation: guard.signedIn,
      // Book pages show their commenters' names and pictures.
      config: { changesCatalogue: true },
      schema: { body: updateUserBodySchema, response: authUserResponse },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      const { name, surname, telephone, profileImage } = request.body;
      const updated = await updateUser(db, user.id, { name, surname, telephone, profileImage });
      if (!updated) throw notFound('User');
      return { authUser: toAuthUser(updated) };
    },
  );

  app.put<{ Body: SaveNewPasswordBody }>(
    '/user/save_new_password',
    {
      preValidation: guard.signedIn,
      bodyLimit: bodyLimits.account,
      schema: { body: saveNewPasswordBodySchema, response: authUserResponse },
    },
    async (request, reply) => {
      const { user } = await auth.requireUser(request);
      const { currentPassword, newPassword } = request.body;
      await confirmPassword({ db, passwords }, user, currentPassword, 'currentPassword');
      // Every session (this one too), open reset link and known browser ends with the old password;
      // this browser gets a new session and is known again.
      await changePassword(db, user.id, await passwords.hash(newPassword));
      await auth.startSession(request, reply, user.id);
      return { authUser: toAuthUser(user) };
    },
  );

  app.delete(
    '/users/logout',
    { schema: { response: { 200: responseSchema(logoutResponseSchema) } } },
    async (request, reply) => {
      await auth.endSession(request, reply);
      return { loggedOut: true };
    },
  );

  // Accounts (issue 19): activation links, resending them, password reset.

  /** A new activation link (48 hours), mailed in the shopper's language. */
  async function sendActivationMail(user: UserRow): Promise<void> {
    const token = newToken();
    await createAccountToken(db, user.id, 'activation', tokenHash(token));
    await outbox.send(activationMail(user, publicUrl, token));
  }

  const activationRefusals: Record<TokenRefusal, string> = {
    unknown: messages.activationTokenInvalid,
    used: messages.activationTokenUsed,
    expired: messages.activationTokenExpired,
  };
  const resetRefusals: Record<TokenRefusal, string> = {
    unknown: messages.resetTokenInvalid,
    used: messages.resetTokenUsed,
    expired: messages.resetTokenExpired,
  };
  const refusedToken = (code: string) => new HttpError(400, 'invalidInput', code, { token: code });

  app.post<{ Body: { token: string } }>(
    accountApiPaths.activate(),
    {
      bodyLimit: bodyLimits.account,
      schema: {
        summary:
          'Activates the account of a mailed link (48 hours, once); a refusal names why in `fields.token`',
        body: emailActivationBodySchema,
        response: authUserResponse,
      },
    },
    async (request) => {
      const activated = await activateWithToken(db, tokenHash(request.body.token));
      if ('refused' in activated) throw refusedToken(activationRefusals[activated.refused]);
      return { authUser: toAuthUser(activated.user) };
    },
  );

  app.post(
    accountApiPaths.resendActivation(),
    {
      preValidation: guard.signedIn,
      schema: {
        summary: 'Mails the signed-in, unactivated shopper a new activation link (5 an hour)',
        response: { 200: responseSchema(resendActivationResponseSchema) },
      },
    },
    async (request) => {
      const { user } = await auth.requireUser(request);
      if (user.activated) throw new HttpError(409, 'alreadyActivated', 'This account is already activated');
      // Every resend counts: each one sends a mail.
      const reservation = await reserveAttempt(db, {
        kind: 'activation-mail',
        rules: activationMailRules(user.id),
      });
      if (!reservation.allowed) {
        throw tooManyAttempts(
          messages.tooManyAttempts,
          'Too many activation mails; try again later',
          reservation.retryAfterSeconds,
        );
      }
      await sendActivationMail(user);
      return { sent: true as const };
    },
  );

  app.post<{ Body: ForgotPasswordBody }>(
    accountApiPaths.forgotPassword(),
    {
      bodyLimit: bodyLimits.account,
      schema: {
        summary:
          'Mails a one-time password-reset link (1 hour); the same 202 whether or not the address has an account',
        body: forgotPasswordBodySchema,
        response: { 202: responseSchema(forgotPasswordResponseSchema) },
      },
    },
    async (request, reply) => {
      const { email } = request.body;
      // Counted per address typed whether or not it has an account: a refusal tells nobody who is registered.
      const reservation = await reserveAttempt(db, {
        kind: 'reset-mail',
        rules: passwordResetMailRules(email, request.ip),
      });
      if (!reservation.allowed) {
        throw tooManyAttempts(
          messages.tooManyAttempts,
          'Too many requests; try again later',
          reservation.retryAfterSeconds,
        );
      }
      const user = await findUserByEmail(db, email);
      if (user) {
        // After the answer, so that an address with an account is answered as fast as one without.
        const token = newToken();
        setImmediate(() => {
          createAccountToken(db, user.id, 'password_reset', tokenHash(token))
            .then(() => outbox.send(passwordResetMail(user, publicUrl, token)))
            .catch((error: unknown) => request.log.error({ err: error }, 'password-reset mail not sent'));
        });
      }
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post<{ Body: ResetPasswordBody }>(
    accountApiPaths.resetPassword(),
    {
      bodyLimit: bodyLimits.account,
      schema: {
        summary: 'Sets a new password through a reset link, ends every session of the account and signs in',
        body: resetPasswordBodySchema,
        response: authUserResponse,
      },
    },
    async (request, reply) => {
      const reservation = await reserveAttempt(db, { kind: 'reset', rules: passwordResetRules(request.ip) });
      if (!reservation.allowed) {
        throw tooManyAttempts(
          messages.tooManyAttempts,
          'Too many tries; try again later',
          reservation.retryAfterSeconds,
        );
      }
      const reset = await resetPasswordWithToken(
        db,
        tokenHash(request.body.token),
        await passwords.hash(request.body.password),
      );
      if ('refused' in reset) throw refusedToken(resetRefusals[reset.refused]);
      // A link that worked does not count against the address; its earlier failures still do.
      await recordSuccess(db, reservation.attempt);
      // Every session of the account ended with the reset; this browser signs in afresh.
      await auth.startSession(request, reply, reset.user.id);
      return { authUser: toAuthUser(reset.user) };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/users/:id',
    {
      preValidation: guard.signedIn,
      schema: { params: idParamsSchema, response: { 200: responseSchema(userResponseSchema) } },
    },
    async (request) => ({ user: toAuthUser(await requireSelfOrAdmin(request)) }),
  );

  app.get(
    '/authorize_user',
    { schema: { response: { 200: responseSchema(authorizeUserResponseSchema) } } },
    async (request) => {
      const { user } = await auth.requireUser(request);
      return { role: user.role, admin: user.role === 'admin' };
    },
  );
};
