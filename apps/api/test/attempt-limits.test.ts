import { messages } from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits, signUpLimits } from '../src/auth/attempt-limits';
import { type AttemptRule, recordSuccess, reserveAttempt } from '../src/db/attempts';
import {
  createTestApp,
  deviceCookie,
  openSecondApp,
  type Reader,
  sessionCookie,
  signUp,
  type TestApp,
} from './helpers';

/**
 * Guessing a password, a current password or signing up in bulk (README, Security): no more attempts
 * are evaluated than the limits allow, however many arrive at once, from however many addresses and
 * through however many API processes, and no stranger can lock an owner out of their account: a
 * browser that signed in to it before (its device cookie) keeps getting in.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

/** A sign-in from `remoteAddress`, by a browser with the device cookie `device` (a new device without). */
function login(
  app: FastifyInstance,
  email: string,
  password: string,
  remoteAddress: string,
  device?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
    ...(device && { headers: { cookie: device } }),
  });
}

/** Every attempt seems `seconds` older, as if that much time had passed. */
async function timePasses(seconds: number) {
  await db().execute(sql`update attempts set created_at = created_at - make_interval(secs => ${seconds})`);
}

const statuses = (responses: LightMyRequestResponse[]) =>
  responses.reduce<Record<number, number>>((counted, response) => {
    counted[response.statusCode] = (counted[response.statusCode] ?? 0) + 1;
    return counted;
  }, {});

describe('reserveAttempt', () => {
  const windowMs = 15 * 60 * 1000;

  it('lets a key try again once its attempts have left the window', async () => {
    const rules: AttemptRule[] = [{ key: 'window-test', max: 3, windowMs }];
    for (let i = 0; i < 3; i++)
      expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(true);
    const refused = await reserveAttempt(db(), { kind: 'test', rules });
    expect(refused).toMatchObject({ allowed: false });
    expect(refused.allowed || refused.retryAfterSeconds).toBeGreaterThan(14 * 60);
    await timePasses(15 * 60 + 1);
    expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(true);
  });

  it('takes a success back, and forgets the keys it is told to', async () => {
    const rules: AttemptRule[] = [
      { key: 'success-a', max: 2, windowMs },
      { key: 'success-b', max: 2, windowMs },
    ];
    const first = await reserveAttempt(db(), { kind: 'test', rules });
    await reserveAttempt(db(), { kind: 'test', rules });
    expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(false);
    if (!first.allowed) throw new Error('the first attempt was refused');
    await recordSuccess(db(), first.attempt);
    const third = await reserveAttempt(db(), { kind: 'test', rules });
    expect(third.allowed).toBe(true);
    if (!third.allowed) return;
    await recordSuccess(db(), third.attempt, { forget: ['success-a', 'success-b'] });
    expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(true);
    expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(true);
  });

  it('names the rule that refuses, the one that makes it wait longest', async () => {
    const rules: AttemptRule[] = [
      { key: 'named-short', max: 1, windowMs: 60_000 },
      { key: 'named-long', max: 1, windowMs },
    ];
    expect((await reserveAttempt(db(), { kind: 'test', rules })).allowed).toBe(true);
    expect(await reserveAttempt(db(), { kind: 'test', rules })).toMatchObject({
      allowed: false,
      refusedBy: 'named-long',
    });
  });

  it('keeps kinds apart', async () => {
    const rules: AttemptRule[] = [{ key: 'kinds', max: 1, windowMs }];
    expect((await reserveAttempt(db(), { kind: 'one', rules })).allowed).toBe(true);
    expect((await reserveAttempt(db(), { kind: 'one', rules })).allowed).toBe(false);
    expect((await reserveAttempt(db(), { kind: 'two', rules })).allowed).toBe(true);
  });
});

describe('sign-in', () => {
  const { perAccountFromNewDevices, perKnownDevice, windowMs } = signInLimits;

  it('checks no more than the limit of 200 wrong passwords sent at once, and then refuses the right one', async () => {
    const target = await signUp(testApp.app, { password: 'right-password' });
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(testApp.app, target.email, `wrong-${i}`, '10.40.0.1')),
    );
    const counted = statuses(guesses);
    expect(counted[401]).toBe(perAccountFromNewDevices);
    expect(counted[429]).toBe(200 - perAccountFromNewDevices);
    const right = await login(testApp.app, target.email, 'right-password', '10.40.0.1');
    expect(right.statusCode).toBe(429);
    expect(right.cookies).toHaveLength(0);
  });

  describe('through two API processes on one database', () => {
    let second: Awaited<ReturnType<typeof openSecondApp>>;
    let secondApp: FastifyInstance;
    beforeAll(async () => {
      second = await openSecondApp(testApp);
      secondApp = second.app;
    });
    afterAll(() => second.close());

    it('checks no more than the limit of 30 guesses sent at once to both, from 30 addresses', async () => {
      const target = await signUp(testApp.app, { password: 'right-password' });
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(i % 2 ? secondApp : testApp.app, target.email, `wrong-${i}`, `10.41.0.${i + 1}`),
        ),
      );
      const counted = statuses(guesses);
      expect(counted[401]).toBe(perAccountFromNewDevices);
      expect(counted[429]).toBe(30 - perAccountFromNewDevices);
      // The owner's browser is known to both processes.
      const owner = await login(secondApp, target.email, 'right-password', '10.41.1.1', target.device);
      expect(owner.statusCode).toBe(200);
    });
  });

  describe('one account guessed at from many addresses at once', () => {
    let owner: Reader;
    let attack: LightMyRequestResponse[];
    let during: LightMyRequestResponse;
    beforeAll(async () => {
      owner = await signUp(testApp.app, { password: 'owners-password' });
      // 60 wrong passwords from 60 addresses, and the owner signing in from their own browser among them.
      [during, ...attack] = await Promise.all([
        login(testApp.app, owner.email, 'owners-password', '10.42.9.9', owner.device),
        ...Array.from({ length: 60 }, (_, i) =>
          login(testApp.app, owner.email, `guess-${i}`, `10.42.0.${i + 1}`),
        ),
      ]);
    });

    it(`checks only the first ${perAccountFromNewDevices}; every other one is a 429 with Retry-After`, () => {
      expect(statuses(attack)).toEqual({ 401: perAccountFromNewDevices, 429: 60 - perAccountFromNewDevices });
      for (const refused of attack.filter((response) => response.statusCode === 429)) {
        expect(refused.json().error.code).toBe(messages.tooManyLoginAttemptsForAccount);
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(windowMs / 1000);
        expect(refused.cookies).toHaveLength(0);
      }
    });

    it('refuses 100 more from 100 new addresses without checking one', async () => {
      const more = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(testApp.app, owner.email, `more-${i}`, `10.43.0.${i + 1}`),
        ),
      );
      expect(statuses(more)).toEqual({ 429: 100 });
    });

    it('lets the owner in from a browser that signed in to the account before, during the attack and after it', async () => {
      expect(during.statusCode).toBe(200);
      const after = await login(testApp.app, owner.email, 'owners-password', '10.42.9.10', owner.device);
      expect(after.statusCode).toBe(200);
      expect(after.json().authUser._id).toBe(owner.authUser._id);
      expect(sessionCookie(after)).toMatch(/^session=/);
    });

    it('answers the owner on a new device, right password and all, with 429 tooManyLoginAttemptsForAccount until the window has passed', async () => {
      const newDevice = await login(testApp.app, owner.email, 'owners-password', '10.42.9.11');
      expect(newDevice.statusCode).toBe(429);
      expect(newDevice.json().error.code).toBe(messages.tooManyLoginAttemptsForAccount);
      const retryAfter = Number(newDevice.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000);
      expect(newDevice.cookies).toHaveLength(0);
      await timePasses(windowMs / 1000);
      const later = await login(testApp.app, owner.email, 'owners-password', '10.42.9.11');
      expect(later.statusCode).toBe(200);
    });
  });

  it(`limits a known browser's own wrong passwords to ${perKnownDevice}, apart from the account's other browsers`, async () => {
    const owner = await signUp(testApp.app, { password: 'owners-password' });
    const phone = deviceCookie(await login(testApp.app, owner.email, 'owners-password', '10.44.0.2'));
    const guesses = await Promise.all(
      Array.from({ length: perKnownDevice + 5 }, (_, i) =>
        login(testApp.app, owner.email, `typo-${i}`, '10.44.0.1', owner.device),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: perKnownDevice, 429: 5 });
    const right = await login(testApp.app, owner.email, 'owners-password', '10.44.0.1', owner.device);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe(messages.tooManyLoginAttempts);
    // The browser's failures are its own: the owner's phone, and new devices, are not held back by them.
    expect((await login(testApp.app, owner.email, 'owners-password', '10.44.0.2', phone)).statusCode).toBe(
      200,
    );
    expect((await login(testApp.app, owner.email, 'owners-password', '10.44.0.3')).statusCode).toBe(200);
  });

  it('knows a browser only to the accounts it signed in to, and only by a cookie this server signed', async () => {
    const owner = await signUp(testApp.app, { password: 'owners-password' });
    const stranger = await signUp(testApp.app, { password: 'strangers-password' });
    for (let i = 0; i < perAccountFromNewDevices; i++) {
      expect((await login(testApp.app, owner.email, `guess-${i}`, `10.45.0.${i + 1}`)).statusCode).toBe(401);
    }
    // The stranger's own browser, known to the stranger's account, is a new device to the owner's.
    const withStrangers = await login(
      testApp.app,
      owner.email,
      'owners-password',
      '10.45.1.1',
      stranger.device,
    );
    expect(withStrangers.statusCode).toBe(429);
    // A device cookie made up, or the owner's token without its signature, is no device at all.
    const token = decodeURIComponent(owner.device.slice('device='.length)).replace(/\.[^.]+$/, '');
    for (const forged of [`device=${token}`, `device=${token}.forged`, 'device=made-up']) {
      expect((await login(testApp.app, owner.email, 'owners-password', '10.45.1.2', forged)).statusCode).toBe(
        429,
      );
    }
    expect(
      (await login(testApp.app, owner.email, 'owners-password', '10.45.1.3', owner.device)).statusCode,
    ).toBe(200);
  });

  it('sets the device cookie HttpOnly, SameSite and signed, for a year, at sign-up and at each sign-in, the same token for every account', async () => {
    const first = await signUp(testApp.app, { password: 'first-password' });
    const second = await signUp(testApp.app, { password: 'second-password' });
    const signedIn = await login(testApp.app, second.email, 'second-password', '10.46.0.1', first.device);
    const device = signedIn.cookies.find((cookie) => cookie.name === 'device');
    expect(device).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api',
      maxAge: 365 * 24 * 60 * 60,
    });
    // The browser keeps its one token: now known to both accounts.
    expect(`device=${device?.value}`).toBe(first.device);
    for (const account of [first, second]) {
      for (let i = 0; i < perAccountFromNewDevices; i++) {
        await login(testApp.app, account.email, `guess-${i}`, `10.46.1.${i + 1}`);
      }
      expect(
        (await login(testApp.app, account.email, account.password, '10.46.2.1', first.device)).statusCode,
      ).toBe(200);
    }
  });

  it(`refuses an address after ${signInLimits.perAddress} failed sign-ins to any accounts`, async () => {
    const reader = await signUp(testApp.app, { password: 'right-password' });
    for (let i = 0; i < signInLimits.perAddress; i++) {
      expect((await login(testApp.app, `nobody${i}@example.com`, 'nope', '10.47.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(testApp.app, reader.email, 'right-password', '10.47.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('tooManyLoginAttempts');
    expect((await login(testApp.app, reader.email, 'right-password', '10.47.0.2')).statusCode).toBe(200);
    // A browser known to the account is not held back by its address's failures for other accounts.
    expect(
      (await login(testApp.app, reader.email, 'right-password', '10.47.0.1', reader.device)).statusCode,
    ).toBe(200);
  });

  it('forgets a known browser’s typing errors when it signs in', async () => {
    const reader = await signUp(testApp.app, { password: 'right-password' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < perKnownDevice - 1; i++) {
        expect((await login(testApp.app, reader.email, 'typo', '10.48.0.1', reader.device)).statusCode).toBe(
          401,
        );
      }
      expect(
        (await login(testApp.app, reader.email, 'right-password', '10.48.0.1', reader.device)).statusCode,
      ).toBe(200);
    }
  });
});

describe('a new password', () => {
  function changePassword(reader: Reader, currentPassword: string) {
    return testApp.app.inject({
      method: 'PUT',
      url: '/api/user/save_new_password',
      headers: { cookie: reader.cookie },
      payload: { currentPassword, newPassword: 'brand-new-password' },
    });
  }

  it('refuses the right current password after 10 wrong ones, even sent at once', async () => {
    const reader = await signUp(testApp.app, { password: 'right-password' });
    const guesses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => changePassword(reader, `wrong-${i}`)),
    );
    const counted = statuses(guesses);
    expect(counted[400]).toBe(10);
    expect(counted[429]).toBe(5);
    const right = await changePassword(reader, 'right-password');
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('tooManyAttempts');
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('sign-up', () => {
  const body = (i: number, name = 'Mercè') => ({
    name,
    surname: 'Rodoreda',
    email: `bulk${i}-${Math.random()}@example.com`,
    telephone: '+34 931 234 567',
    password: 'secret-password',
    confirmPassword: 'secret-password',
  });
  const signUpFrom = (remoteAddress: string, payload: object) =>
    testApp.app.inject({ method: 'POST', url: '/api/users/signup', payload, remoteAddress });

  it(`takes ${signUpLimits.perAddress} sign-ups an hour from one address`, async () => {
    for (let i = 0; i < signUpLimits.perAddress; i++) {
      expect((await signUpFrom('10.45.0.1', body(i))).statusCode).toBe(201);
    }
    const refused = await signUpFrom('10.45.0.1', body(99));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('tooManySignUps');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signUpFrom('10.45.0.2', body(100))).statusCode).toBe(201);
  });

  it('takes as many as SIGN_UPS_PER_HOUR says, for a shop many reach through one address', async () => {
    const shared = await createTestApp({ signUpsPerHour: 2 });
    try {
      const from = (i: number) =>
        shared.app.inject({
          method: 'POST',
          url: '/api/users/signup',
          payload: body(i),
          remoteAddress: '10.47.0.1',
        });
      expect([(await from(1)).statusCode, (await from(2)).statusCode, (await from(3)).statusCode]).toEqual([
        201, 201, 429,
      ]);
    } finally {
      await shared.close();
    }
  });

  it('refuses a name that would write lines into the activation mail, naming it', async () => {
    const mails = testApp.outbox().length;
    const response = await signUpFrom('10.46.0.1', body(0, 'Victim,\r\n\r\nYour account is suspended'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ name: messages.firstNameRequired });
    expect(testApp.outbox()).toHaveLength(mails);
  });
});
