import { messages } from '@bookshop/contract';
import { recordSuccess, reserveAttempt } from '../db/attempts';
import type { Database } from '../db/client';
import type { UserRow } from '../db/users';
import { HttpError } from '../http/errors';
import { passwordChangeKey, passwordChangeRules, tooManyAttempts } from './attempt-limits';
import type { PasswordHasher } from './passwords';

/**
 * Re-authentication before an action that changes the account (a new password, deleting the account,
 * an admin's role change): the signed-in user's password, given again in the call's body under
 * `field`. Wrong ones count under one limit per account (passwordChangeLimits), reserved before the
 * password is checked, so a stolen or unattended session cannot guess it; a wrong one is a 400 naming
 * `field`.
 */
export async function confirmPassword(
  { db, passwords }: { db: Database; passwords: PasswordHasher },
  user: UserRow,
  password: string,
  field: string,
): Promise<void> {
  const reservation = await reserveAttempt(db, { kind: 'password', rules: passwordChangeRules(user.id) });
  if (!reservation.allowed) {
    throw tooManyAttempts(
      messages.tooManyAttempts,
      'Too many wrong passwords; try again later',
      reservation.retryAfterSeconds,
    );
  }
  if (!(await passwords.verify(user.passwordHash, password))) {
    throw new HttpError(400, 'invalidInput', messages.currentPasswordIncorrect, {
      [field]: messages.currentPasswordIncorrect,
    });
  }
  await recordSuccess(db, reservation.attempt, { forget: [passwordChangeKey(user.id)] });
}
