import { messages } from '@bookshop/contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits, signUpLimits } from '../src/auth/attempt-limits';
import { type AttemptRule, recordSuccess, reserveAttempt } from '../src/db/attempts';
import { createTestApp, openSecondApp, type Reader, signUp, signUpAdmin, type TestApp } from './helpers';

/**
 * Guessing a password, a current password or signing up in bulk (README, Security): no more attempts
 * are evaluated than the limits allow, however many arrive at once and through however many API
 * processes, and no stranger can lock an owner out of their account.
 */

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const db = () => testApp.database.db;

function login(app: FastifyInstance, email: string, password: string, remoteAddress: string) {
  return app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password }, remoteAddress });
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

  it('makes each attempt past the free ones wait twice as long as the one before, at most the cap', async () => {
    const rules: AttemptRule[] = [{ key: 'delay', free: 2, windowMs, firstDelayMs: 1000, maxDelayMs: 4000 }];
    const wait = async () => {
      const reservation = await reserveAttempt(db(), { kind: 'test', rules });
      return reservation.allowed ? 0 : reservation.retryAfterSeconds;
    };
    expect(await wait()).toBe(0);
    expect(await wait()).toBe(0);
    expect(await wait()).toBe(1);
    await timePasses(1);
    expect(await wait()).toBe(0);
    expect(await wait()).toBe(2);
    await timePasses(2);
    expect(await wait()).toBe(0);
    expect(await wait()).toBe(4);
    await timePasses(4);
    expect(await wait()).toBe(0);
    expect(await wait()).toBe(4);
  });

  it('keeps kinds apart', async () => {
    const rules: AttemptRule[] = [{ key: 'kinds', max: 1, windowMs }];
    expect((await reserveAttempt(db(), { kind: 'one', rules })).allowed).toBe(true);
    expect((await reserveAttempt(db(), { kind: 'one', rules })).allowed).toBe(false);
    expect((await reserveAttempt(db(), { kind: 'two', rules })).allowed).toBe(true);
  });
});

describe('sign-in', () => {
  it('checks no more than the limit of 200 wrong passwords sent at once, and then refuses the right one', async () => {
    const target = await signUp(testApp.app, { password: 'right-password' });
    const guesses = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(testApp.app, target.email, `wrong-${i}`, '10.40.0.1')),
    );
    const counted = statuses(guesses);
    expect(counted[401] ?? 0).toBeGreaterThan(0);
    expect(counted[401]).toBeLessThanOrEqual(signInLimits.perAccountAndAddress);
    expect(counted[429]).toBe(200 - (counted[401] ?? 0));
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

    it('checks no more than the limit of 30 guesses sent at once to both', async () => {
      const target = await signUp(testApp.app, { password: 'right-password' });
      const guesses = await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login(i % 2 ? secondApp : testApp.app, target.email, `wrong-${i}`, '10.41.0.1'),
        ),
      );
      const counted = statuses(guesses);
      expect(counted[401]).toBeLessThanOrEqual(signInLimits.perAccountAndAddress);
      expect(counted[429]).toBe(30 - (counted[401] ?? 0));
    });
  });

  it('slows down, never locks, an account guessed from many addresses: its owner signs in from a clean one', async () => {
    const admin = await signUpAdmin(testApp);
    for (let i = 0; i < 30; i++) {
      // Each address guesses once: each is checked, and fails.
      expect((await login(testApp.app, admin.email, `guess-${i}`, `10.42.0.${i + 1}`)).statusCode).toBe(401);
    }
    // An address that has failed for the account waits, a minute at most.
    const again = await login(testApp.app, admin.email, 'guess-again', '10.42.0.1');
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(again.headers['retry-after'])).toBeLessThanOrEqual(signInLimits.maxDelayMs / 1000);
    // The owner, from their own address, gets in at once with the right password.
    const owner = await login(testApp.app, admin.email, admin.password, '10.42.1.1');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().authUser.role).toBe('admin');
    // And once the wait is over, the guessing address is checked again (and is wrong again).
    await timePasses(signInLimits.maxDelayMs / 1000);
    expect((await login(testApp.app, admin.email, 'guess-again', '10.42.0.1')).statusCode).toBe(401);
  });

  it(`refuses an address after ${signInLimits.perAddress} failed sign-ins to any accounts`, async () => {
    const reader = await signUp(testApp.app, { password: 'right-password' });
    for (let i = 0; i < signInLimits.perAddress; i++) {
      expect((await login(testApp.app, `nobody${i}@example.com`, 'nope', '10.43.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(testApp.app, reader.email, 'right-password', '10.43.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('tooManyLoginAttempts');
    expect((await login(testApp.app, reader.email, 'right-password', '10.43.0.2')).statusCode).toBe(200);
  });

  it('does not count a successful sign-in, and forgets the account’s failures', async () => {
    const reader = await signUp(testApp.app, { password: 'right-password' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) {
        expect((await login(testApp.app, reader.email, 'typo', '10.44.0.1')).statusCode).toBe(401);
      }
      expect((await login(testApp.app, reader.email, 'right-password', '10.44.0.1')).statusCode).toBe(200);
      await timePasses(60);
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
