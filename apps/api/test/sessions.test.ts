import { accountApiPaths, messages, sessionLimits } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInLimits } from '../src/auth/attempt-limits';
import { sessions, users } from '../src/db/schema';
import { createTestApp, deviceCookie, sessionCookie, signUp, signUpAdmin, type TestApp } from './helpers';
import { mailLink, readMail } from './mail-reader';

/**
 * Sessions (README, Security): whatever stood in for the password dies with it, and a session ends
 * when unused for too long (an admin's sooner than a reader's) and 30 days after sign-in whatever
 * happens. Time is the app's clock, moved by the test: nothing sleeps.
 */

let testApp: TestApp;
let clockOffsetMs = 0;
beforeAll(async () => {
  testApp = await createTestApp({ now: () => new Date(Date.now() + clockOffsetMs) });
});
afterAll(() => testApp.close());

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const timePasses = (ms: number) => {
  clockOffsetMs += ms;
};

const api = (path: string) => `/api${path}`;

function login(email: string, password: string, remoteAddress: string, device?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
    ...(device && { headers: { cookie: device } }),
  });
}

/** Who the cookie signs in: a user's id, or null for a guest. */
async function signedInAs(cookie: string): Promise<string | null> {
  const response = await testApp.app.inject({ url: '/api/users/verify-user', headers: { cookie } });
  return response.json().authUser?._id ?? null;
}

function changePassword(cookie: string, currentPassword: string, newPassword: string) {
  return testApp.app.inject({
    method: 'PUT',
    url: '/api/user/save_new_password',
    headers: { cookie },
    payload: { currentPassword, newPassword },
  });
}

function resetPassword(token: string, password: string, remoteAddress = '10.70.9.1') {
  return testApp.app.inject({
    method: 'POST',
    url: api(accountApiPaths.resetPassword()),
    payload: { token, password, confirmPassword: password },
    remoteAddress,
  });
}

/** Asks for a reset link for `email` and returns its token once the mail is written. */
async function resetLinkFor(email: string): Promise<string> {
  const resetMails = () =>
    testApp
      .outbox()
      .map(readMail)
      .filter((mail) => mail.to === email && mail.text.includes('/reset_password/'));
  const before = resetMails().length;
  const asked = await testApp.app.inject({
    method: 'POST',
    url: api(accountApiPaths.forgotPassword()),
    payload: { email },
    remoteAddress: '10.70.8.1',
  });
  expect(asked.statusCode).toBe(202);
  await vi.waitFor(() => expect(resetMails()).toHaveLength(before + 1), { timeout: 10_000 });
  const mail = resetMails()[before];
  if (!mail) throw new Error(`No reset mail to ${email}`);
  return mailLink(mail, 'reset_password').token;
}

/** Wrong passwords from as many new devices as it takes for the account to refuse new devices. */
async function guessFromNewDevices(email: string, addressPrefix: string) {
  for (let i = 0; i < signInLimits.perAccountFromNewDevices; i++) {
    expect((await login(email, `guess-${i}`, `${addressPrefix}.${i + 1}`)).statusCode).toBe(401);
  }
}

describe('a new password in settings', () => {
  it('ends every other session and every open reset link: the old link sets no password', async () => {
    const reader = await signUp(testApp.app, { password: 'old-password' });
    const otherBrowser = sessionCookie(await login(reader.email, 'old-password', '10.70.0.1'));
    const openLink = await resetLinkFor(reader.email);

    const changed = await changePassword(reader.cookie, 'old-password', 'new-password');
    expect(changed.statusCode).toBe(200);
    const thisBrowser = sessionCookie(changed);
    expect(await signedInAs(otherBrowser)).toBeNull();
    expect(await signedInAs(reader.cookie)).toBeNull();
    expect(await signedInAs(thisBrowser)).toBe(reader.authUser._id);

    const replayed = await resetPassword(openLink, 'attackers-password');
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().error.fields).toEqual({ token: messages.resetTokenUsed });
    expect(replayed.cookies).toHaveLength(0);
    expect((await login(reader.email, 'attackers-password', '10.70.0.2')).statusCode).toBe(401);
    expect((await login(reader.email, 'new-password', '10.70.0.3')).statusCode).toBe(200);
  });

  it('forgets every other browser the account knew: during an attack only the one that changed it gets in', async () => {
    const reader = await signUp(testApp.app, { password: 'old-password' });
    const otherDevice = deviceCookie(await login(reader.email, 'old-password', '10.71.0.1'));
    // A browser sends both its cookies.
    const changed = await changePassword(
      `${reader.cookie}; ${reader.device}`,
      'old-password',
      'new-password',
    );
    expect(changed.statusCode).toBe(200);
    // This browser keeps its device token, known to the account again.
    expect(deviceCookie(changed)).toBe(reader.device);

    await guessFromNewDevices(reader.email, '10.71.1');
    const forgotten = await login(reader.email, 'new-password', '10.71.0.1', otherDevice);
    expect(forgotten.statusCode).toBe(429);
    expect(forgotten.json().error.code).toBe(messages.tooManyLoginAttemptsForAccount);
    expect((await login(reader.email, 'new-password', '10.71.0.2', reader.device)).statusCode).toBe(200);
  });
});

describe('a reset link', () => {
  it('ends every session, every other open link and every browser the account knew, and signs this one in', async () => {
    const reader = await signUp(testApp.app, { password: 'old-password' });
    const other = await login(reader.email, 'old-password', '10.72.0.1');
    const [first, second] = [await resetLinkFor(reader.email), await resetLinkFor(reader.email)];

    const reset = await resetPassword(first, 'new-password', '10.72.0.2');
    expect(reset.statusCode).toBe(200);
    for (const ended of [reader.cookie, sessionCookie(other)]) expect(await signedInAs(ended)).toBeNull();
    expect(await signedInAs(sessionCookie(reset))).toBe(reader.authUser._id);
    const otherLink = await resetPassword(second, 'attackers-password');
    expect(otherLink.json().error.fields).toEqual({ token: messages.resetTokenUsed });

    await guessFromNewDevices(reader.email, '10.72.1');
    for (const forgotten of [reader.device, deviceCookie(other)]) {
      expect((await login(reader.email, 'new-password', '10.72.2.1', forgotten)).statusCode).toBe(429);
    }
    // The browser that opened the mail is known to the account from now on.
    const resetter = deviceCookie(reset);
    expect((await login(reader.email, 'new-password', '10.72.2.2', resetter)).statusCode).toBe(200);
  });

  it('an activation link opens no session, so it need not die with the password', async () => {
    const email = `activate-${Date.now()}@example.com`;
    await signUp(testApp.app, { email, password: 'old-password' });
    const mail = testApp
      .outbox()
      .map(readMail)
      .find((each) => each.to === email && each.text.includes('/activate/'));
    if (!mail) throw new Error('No activation mail');
    const activated = await testApp.app.inject({
      method: 'POST',
      url: api(accountApiPaths.activate()),
      payload: { token: mailLink(mail, 'activate').token },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.cookies).toHaveLength(0);
  });
});

describe('the idle timeout', () => {
  const readerIdle = sessionLimits.idleMs.user;
  const adminIdle = sessionLimits.idleMs.admin;
  const adminCall = (cookie: string) =>
    testApp.app
      .inject({ url: '/api/admin/users', headers: { cookie } })
      .then((response) => response.statusCode);

  it(`ends a reader's session unused for ${readerIdle / DAY} days, and not one used within them`, async () => {
    const reader = await signUp(testApp.app);
    timePasses(readerIdle - 2 * MINUTE);
    expect(await signedInAs(reader.cookie)).toBe(reader.authUser._id);
    timePasses(readerIdle - 2 * MINUTE);
    expect(await signedInAs(reader.cookie)).toBe(reader.authUser._id);
    timePasses(readerIdle + MINUTE);
    expect(await signedInAs(reader.cookie)).toBeNull();
    const gone = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, reader.authUser._id));
    expect(gone).toHaveLength(0);
  });

  it(`ends an admin's session unused for ${adminIdle / MINUTE} minutes; each call keeps it going`, async () => {
    const admin = await signUpAdmin(testApp);
    for (let call = 0; call < 6; call++) {
      timePasses(adminIdle - 5 * MINUTE);
      expect(await adminCall(admin.cookie)).toBe(200);
    }
    timePasses(adminIdle + MINUTE);
    expect(await adminCall(admin.cookie)).toBe(401);
    expect(await signedInAs(admin.cookie)).toBeNull();
    // Signing in again is a new session.
    const again = await login(admin.email, admin.password, '10.73.0.1', admin.device);
    expect(await adminCall(sessionCookie(again))).toBe(200);
  });

  it("holds a reader made admin to an admin's limit at once", async () => {
    const reader = await signUp(testApp.app);
    timePasses(adminIdle + MINUTE);
    await testApp.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, reader.authUser._id));
    expect(await signedInAs(reader.cookie)).toBeNull();
    // Ended for good: making them a reader again does not wake it.
    await testApp.database.db.update(users).set({ role: 'user' }).where(eq(users.id, reader.authUser._id));
    expect(await signedInAs(reader.cookie)).toBeNull();
  });

  it(`ends any session ${sessionLimits.lifetimeMs / DAY} days after sign-in, however much it is used`, async () => {
    const reader = await signUp(testApp.app);
    const started = clockOffsetMs;
    while (clockOffsetMs - started < sessionLimits.lifetimeMs - DAY) {
      timePasses(DAY);
      expect(await signedInAs(reader.cookie)).toBe(reader.authUser._id);
    }
    timePasses(DAY + MINUTE);
    expect(await signedInAs(reader.cookie)).toBeNull();
  });

  it('sends the session cookie HttpOnly, SameSite, for the whole lifetime', async () => {
    const response: LightMyRequestResponse = await login(
      (await signUp(testApp.app, { password: 'cookie-password' })).email,
      'cookie-password',
      '10.74.0.1',
    );
    expect(response.cookies.find((cookie) => cookie.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: sessionLimits.lifetimeMs / 1000,
    });
  });
});
