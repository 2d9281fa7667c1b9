import { messages } from '@bookshop/contract';
import type { AttemptRule } from '../db/attempts';
import { HttpError } from '../http/errors';

/**
 * How often each guessable call may be tried (README, Security). Following OWASP's Authentication
 * Cheat Sheet ("Protect against automated attacks") and its "Slow Down Online Guessing Attacks with
 * Device Cookies": an account guessed at from anywhere stops answering devices it does not know, while
 * a browser that signed in to it before (its `device` cookie, db/known-devices.ts) keeps its own
 * count, so that a stranger, from however many addresses, cannot lock the owner out.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export const signInLimits = {
  windowMs: 15 * MINUTE,
  /** Failed sign-ins to one account from devices it does not know, from any addresses: then such devices wait. */
  perAccountFromNewDevices: 5,
  /** Failed sign-ins to one account from one browser that signed in to it before: then that browser waits. */
  perKnownDevice: 10,
  /** Failed sign-ins from one address to any accounts, from devices they do not know (an office is one address). */
  perAddress: 100,
};

/** A browser stays known to an account for a year after it last signed in there (its cookie too). */
export const KNOWN_DEVICE_LIFETIME_MS = 365 * DAY;

/**
 * Wrong passwords given by one signed-in account to the calls that ask for it again (a new password,
 * deleting the account, an admin's role change: auth/confirm-password.ts), so that a stolen session
 * cannot guess it to take the account over.
 */
export const passwordChangeLimits = { windowMs: 15 * MINUTE, perAccount: 10 };

/** Sign-ups from one address, which each create an account and send a mail. */
export const signUpLimits = { windowMs: 60 * MINUTE, perAddress: 20 };

/** The account key of an e-mail address as typed, whether or not it has an account. */
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (address: string) => `address:${address}`;

/**
 * A sign-in from a device the account does not know: counted per account (from every address, so
 * that rotating addresses gains nothing) and per address. The account's count is kept whether the
 * address has an account or not, so a refusal tells nobody who is registered.
 */
export function newDeviceSignInRules(email: string, address: string): AttemptRule[] {
  const { windowMs } = signInLimits;
  return [
    { key: accountKey(email), max: signInLimits.perAccountFromNewDevices, windowMs },
    { key: addressKey(address), max: signInLimits.perAddress, windowMs },
  ];
}

/** A browser that signed in to this account before (the SHA-256 of its device token, the account's id). */
export interface KnownDevice {
  deviceHash: string;
  userId: string;
}

/** The key a known browser's failures for one account count under. */
export const knownDeviceKey = ({ deviceHash, userId }: KnownDevice) => `device:${deviceHash} ${userId}`;

/** A sign-in from a browser that signed in to this account before: only its own failures count. */
export function knownDeviceSignInRules(device: KnownDevice): AttemptRule[] {
  const { windowMs, perKnownDevice } = signInLimits;
  return [{ key: knownDeviceKey(device), max: perKnownDevice, windowMs }];
}

/**
 * The 429 of a refused sign-in. Refused for the account, it tells its owner what still works (a
 * browser they signed in with before, waiting, a reset link); for an address or a browser, only to wait.
 */
export function signInRefused(email: string, refusedBy: string, retryAfterSeconds: number): HttpError {
  return refusedBy === accountKey(email)
    ? tooManyAttempts(
        messages.tooManyLoginAttemptsForAccount,
        'Too many failed sign-ins to this account from devices it does not know; sign in from a device you used before, try again later or reset the password',
        retryAfterSeconds,
      )
    : tooManyAttempts(
        messages.tooManyLoginAttempts,
        'Too many failed sign-ins; try again later',
        retryAfterSeconds,
      );
}

export const passwordChangeKey = (userId: string) => `user:${userId}`;

export function passwordChangeRules(userId: string): AttemptRule[] {
  const { windowMs, perAccount } = passwordChangeLimits;
  return [{ key: passwordChangeKey(userId), max: perAccount, windowMs }];
}

/** `perAddress`: SIGN_UPS_PER_HOUR, for a shop many shoppers reach through one address (and the journeys). */
export function signUpRules(address: string, perAddress = signUpLimits.perAddress): AttemptRule[] {
  return [{ key: addressKey(address), max: perAddress, windowMs: signUpLimits.windowMs }];
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
export const passwordResetLimits = { windowMs: 15 * MINUTE, perAddress: 10 };

export function activationMailRules(userId: string): AttemptRule[] {
  const { windowMs, perAccount } = activationMailLimits;
  return [{ key: `user:${userId}`, max: perAccount, windowMs }];
}

export function passwordResetMailRules(email: string, address: string): AttemptRule[] {
  const { windowMs, perEmail, perAddress } = passwordResetMailLimits;
  return [
    { key: accountKey(email), max: perEmail, windowMs },
    { key: addressKey(address), max: perAddress, windowMs },
  ];
}

export function passwordResetRules(address: string): AttemptRule[] {
  const { windowMs, perAddress } = passwordResetLimits;
  return [{ key: addressKey(address), max: perAddress, windowMs }];
}
