import type { AttemptRule } from '../db/attempts';
import { HttpError } from '../http/errors';

/**
 * How often each guessable call may be tried (README, Security). Following OWASP's Authentication
 * Cheat Sheet ("Protect against automated attacks"): guessing is stopped per account and address and
 * per address, and an account under attack from many addresses is slowed down, never locked, so that
 * a stranger cannot lock its owner out.
 */
const MINUTE = 60_000;

export const signInLimits = {
  windowMs: 15 * MINUTE,
  /** Failed sign-ins to one account from one address: then that address waits for that account. */
  perAccountAndAddress: 10,
  /** Failed sign-ins from one address to any accounts: generous, since an office or a school is one address. */
  perAddress: 100,
  /** Failed sign-ins to one account from anywhere before each next one waits 1 s, 2 s, 4 s... at most 60 s. */
  slowAfter: 5,
  firstDelayMs: 1000,
  maxDelayMs: MINUTE,
};

/** Wrong current passwords given by one signed-in account (a stolen session guessing to take it over). */
export const passwordChangeLimits = { windowMs: 15 * MINUTE, perAccount: 10 };

/** Sign-ups from one address, which each create an account and send a mail. */
export const signUpLimits = { windowMs: 60 * MINUTE, perAddress: 20 };

/** The keys a sign-in counts under. */
export function signInKeys(email: string, address: string) {
  const account = email.trim().toLowerCase();
  return {
    account: `account:${account}`,
    address: `address:${address}`,
    accountAndAddress: `account+address:${account} ${address}`,
  };
}

/**
 * A correct password from an address that has not failed for that account signs in whatever strangers
 * did: the account's slow-down applies only to addresses that have failed for it.
 */
export function signInRules(keys: ReturnType<typeof signInKeys>): AttemptRule[] {
  const { windowMs } = signInLimits;
  return [
    { key: keys.accountAndAddress, max: signInLimits.perAccountAndAddress, windowMs },
    { key: keys.address, max: signInLimits.perAddress, windowMs },
    {
      key: keys.account,
      free: signInLimits.slowAfter,
      windowMs,
      firstDelayMs: signInLimits.firstDelayMs,
      maxDelayMs: signInLimits.maxDelayMs,
      exceptFirstUnder: keys.accountAndAddress,
    },
  ];
}

export const passwordChangeKey = (userId: string) => `user:${userId}`;

export function passwordChangeRules(userId: string): AttemptRule[] {
  const { windowMs, perAccount } = passwordChangeLimits;
  return [{ key: passwordChangeKey(userId), max: perAccount, windowMs }];
}

/** `perAddress`: SIGN_UPS_PER_HOUR, for a shop many shoppers reach through one address (and the journeys). */
export function signUpRules(address: string, perAddress = signUpLimits.perAddress): AttemptRule[] {
  return [{ key: `address:${address}`, max: perAddress, windowMs: signUpLimits.windowMs }];
}

/** The 429 of a refused attempt, saying when to try again. */
export function tooManyAttempts(code: string, message: string, retryAfterSeconds: number): HttpError {
  return new HttpError(429, code, message, undefined, { 'retry-after': String(retryAfterSeconds) });
}

// Accounts (issue 19): the mails a stranger could make the shop send, and the reset links.

/** Activation mails one signed-in account may ask for again. */
export const activationMailLimits = { windowMs: 60 * MINUTE, perAccount: 5 };

/**
 * Password-reset mails: per address typed (whether or not it has an account, so that a refusal says
 * nothing about who is registered) and per client address, as sign-ins are.
 */
export const passwordResetMailLimits = {
  windowMs: 60 * MINUTE,
  perEmail: 5,
  perAddress: signInLimits.perAddress,
};

/** Tries of a reset link from one address: the links are unguessable, a flood is still refused. */
export const passwordResetLimits = { windowMs: 15 * MINUTE, perAddress: signInLimits.perAccountAndAddress };

export function activationMailRules(userId: string): AttemptRule[] {
  const { windowMs, perAccount } = activationMailLimits;
  return [{ key: `user:${userId}`, max: perAccount, windowMs }];
}

export function passwordResetMailRules(email: string, address: string): AttemptRule[] {
  const { windowMs, perEmail, perAddress } = passwordResetMailLimits;
  return [
    { key: signInKeys(email, address).account, max: perEmail, windowMs },
    { key: `address:${address}`, max: perAddress, windowMs },
  ];
}

export function passwordResetRules(address: string): AttemptRule[] {
  const { windowMs, perAddress } = passwordResetLimits;
  return [{ key: `address:${address}`, max: perAddress, windowMs }];
}
