import { authUserSchema, errorBodySchema, messages } from '@bookshop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher } from '../src/auth/passwords';
import { users } from '../src/db/schema';
import { upsertAdmin } from '../src/db/users';
import { createTestApp, type Reader, sessionCookie, signUp, signUpAdmin, type TestApp } from './helpers';
import { mailLink, readMail } from './mail-reader';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const validSignUp = {
  name: 'Mercè',
  surname: 'Rodoreda',
  email: 'merce@example.com',
  telephone: '+34 931 234 567',
  password: 'secret',
  confirmPassword: 'secret',
};

function login(email: string, password: string, remoteAddress = '10.0.0.1') {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
    remoteAddress,
  });
}

function verify(cookie?: string) {
  return testApp.app.inject({ url: '/api/users/verify-user', headers: cookie ? { cookie } : {} });
}

/** Who the cookie signs in: a user's id, or null for a guest. */
async function signedInAs(cookie: string): Promise<string | null> {
  const response = await verify(cookie);
  expect(response.statusCode).toBe(200);
  return (response.json() as { authUser: { _id: string } | null }).authUser?._id ?? null;
}

describe('POST /api/users/signup', () => {
  it('creates a plain user, signs them in with an HttpOnly SameSite=Lax cookie and answers authUser', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { ...validSignUp, role: 'admin' },
    });

    expect(response.statusCode).toBe(201);
    const authUser = authUserSchema.parse(response.json().authUser);
    expect(authUser).toMatchObject({
      name: 'Mercè',
      email: 'merce@example.com',
      role: 'user',
      activated: false,
    });
    expect(response.json().authUser).not.toHaveProperty('passwordHash');
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const verified = await verify(sessionCookie(response));
    expect(verified.statusCode).toBe(200);
    expect(verified.json().authUser._id).toBe(authUser._id);
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await testApp.database.db.select().from(users).where(eq(users.email, 'merce@example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('secret');
  });

  it('writes an activation mail whose token activates the account once', async () => {
    const reader = await signUp(testApp.app, { email: 'activate.me@example.com' });
    const mail = testApp
      .outbox()
      .map(readMail)
      .find((found) => found.to === 'activate.me@example.com');
    if (!mail) throw new Error('No activation mail');
    const { token } = mailLink(mail, 'activate');

    const activated = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/email_actvation',
      payload: { token },
    });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().authUser).toMatchObject({ _id: reader.authUser._id, activated: true });

    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/email_actvation',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ token: messages.activationTokenUsed });
  });

  it('names every missing field with its SPEC message', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/signup', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.fields).toMatchObject({
      name: messages.firstNameRequired,
      surname: messages.lastNameRequired,
      email: messages.emailRequired,
      telephone: messages.telephoneRequired,
      password: messages.passwordRequired,
      confirmPassword: messages.confirmPasswordRequired,
    });
  });

  it('says when the email is not correct or the passwords do not match', async () => {
    const badEmail = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { ...validSignUp, email: 'merce@' },
    });
    expect(badEmail.json().error.fields).toEqual({ email: messages.emailNotCorrect });
    const mismatch = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { ...validSignUp, email: 'other@example.com', confirmPassword: 'secret2' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: messages.passwordsNotMatched });
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/signup',
      payload: { ...validSignUp, email: 'MERCE@Example.com' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'emailAlreadyRegistered',
      fields: { email: messages.emailAlreadyRegistered },
    });
    expect(response.cookies).toHaveLength(0);
  });
});

describe('POST /api/users/login', () => {
  let reader: Reader;
  beforeAll(async () => {
    reader = await signUp(testApp.app, { email: 'login.reader@example.com', password: 'right-password' });
  });

  it('signs in with a new session, also with the email in another case', async () => {
    const response = await login('Login.Reader@example.com', 'right-password');
    expect(response.statusCode).toBe(200);
    expect(response.json().authUser._id).toBe(reader.authUser._id);
    expect(sessionCookie(response)).not.toBe(reader.cookie);
    expect((await verify(sessionCookie(response))).statusCode).toBe(200);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrongPassword = await login(reader.email, 'wrong-password', '10.0.0.2');
    const unknownEmail = await login('nobody@example.com', 'right-password', '10.0.0.2');
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({
        code: 'emailOrPasswordIncorrect',
        message: messages.emailOrPasswordIncorrect,
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('names missing fields', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/login', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(['email', 'password']);
  });

  it('refuses devices the account does not know after 5 failures, even with the right password, but not its owner’s browser', async () => {
    const target = await signUp(testApp.app, { email: 'throttled@example.com', password: 'right-password' });
    for (let i = 0; i < 5; i += 1) {
      expect((await login(target.email, `wrong-${i}`, `10.1.0.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await login(target.email, 'right-password', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('tooManyLoginAttemptsForAccount');
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Its owner, from the browser that signed up, signs in.
    const owner = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: target.email, password: 'right-password' },
      remoteAddress: '10.1.1.1',
      headers: { cookie: target.device },
    });
    expect(owner.statusCode).toBe(200);
  });
});

describe('GET /api/users/verify-user', () => {
  it("answers null to a guest and to a forged cookie, so that a guest's page logs no error", async () => {
    for (const guest of [await verify(), await verify('session=forged.value')]) {
      expect(guest.statusCode).toBe(200);
      expect(guest.json()).toEqual({ authUser: null });
    }
  });

  it('answers the signed-in user', async () => {
    const reader = await signUp(testApp.app);
    const response = await verify(reader.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().authUser).toMatchObject({ _id: reader.authUser._id, email: reader.email });
  });
});

describe('POST /api/users/update-user', () => {
  it('changes the own profile and ignores role and email', async () => {
    const reader = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/update-user',
      headers: { cookie: reader.cookie },
      payload: {
        name: 'Caterina',
        profileImage: '/uploads/0123456789abcdef0123456789abcdef-96.webp',
        role: 'admin',
        email: 'x@example.com',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().authUser).toMatchObject({
      name: 'Caterina',
      surname: 'Rodoreda',
      profileImage: '/uploads/0123456789abcdef0123456789abcdef-96.webp',
      role: 'user',
      email: reader.email,
    });
    expect((await verify(reader.cookie)).json().authUser.name).toBe('Caterina');
  });

  it('names a wrong telephone, and needs a session', async () => {
    const reader = await signUp(testApp.app);
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/update-user',
      headers: { cookie: reader.cookie },
      payload: { telephone: 'call me' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ telephone: messages.telephoneNotCorrect });
    const guest = await testApp.app.inject({ method: 'POST', url: '/api/users/update-user', payload: {} });
    expect(guest.statusCode).toBe(401);
  });
});

describe('PUT /api/user/save_new_password', () => {
  it('needs the current password', async () => {
    const reader = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/save_new_password',
      headers: { cookie: reader.cookie },
      payload: { currentPassword: 'not-it', newPassword: 'brand-new' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ currentPassword: messages.currentPasswordIncorrect });
    const tooShort = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/save_new_password',
      headers: { cookie: reader.cookie },
      payload: { currentPassword: reader.password, newPassword: '1234' },
    });
    expect(tooShort.json().error.fields).toEqual({ newPassword: messages.passwordTooShort });
  });

  it('ends the other sessions, rotates this one, and the new password signs in', async () => {
    const reader = await signUp(testApp.app);
    const otherBrowser = sessionCookie(await login(reader.email, reader.password, '10.3.0.1'));
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/user/save_new_password',
      headers: { cookie: reader.cookie },
      payload: { currentPassword: reader.password, newPassword: 'brand-new' },
    });
    expect(response.statusCode).toBe(200);
    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(reader.cookie);

    expect(await signedInAs(otherBrowser)).toBeNull();
    expect(await signedInAs(reader.cookie)).toBeNull();
    expect(await signedInAs(rotated)).toBe(reader.authUser._id);
    expect((await login(reader.email, reader.password, '10.3.0.2')).statusCode).toBe(401);
    expect((await login(reader.email, 'brand-new', '10.3.0.3')).statusCode).toBe(200);
  });
});

describe('DELETE /api/users/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const reader = await signUp(testApp.app);
    const response = await testApp.app.inject({
      method: 'DELETE',
      url: '/api/users/logout',
      headers: { cookie: reader.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ loggedOut: true });
    expect(response.cookies.find((c) => c.name === 'session')?.value).toBe('');
    // Replaying the old cookie does not bring the session back.
    expect(await signedInAs(reader.cookie)).toBeNull();
  });
});

describe('GET /api/users/:id and /api/user/orders/:id', () => {
  it('shows a user their own account and orders, an admin anyone, and nobody else', async () => {
    const reader = await signUp(testApp.app);
    const other = await signUp(testApp.app);
    const admin = await signUpAdmin(testApp);
    const get = (url: string, cookie?: string) =>
      testApp.app.inject({ url, headers: cookie ? { cookie } : {} });

    expect((await get(`/api/users/${reader.authUser._id}`, reader.cookie)).json().user.email).toBe(
      reader.email,
    );
    expect((await get(`/api/users/${reader.authUser._id}`, other.cookie)).statusCode).toBe(403);
    expect((await get(`/api/users/${reader.authUser._id}`, admin.cookie)).statusCode).toBe(200);
    expect((await get(`/api/users/${reader.authUser._id}`)).statusCode).toBe(401);
    expect((await get('/api/users/00000000-0000-4000-8000-000000000000', admin.cookie)).statusCode).toBe(404);
    expect((await get('/api/users/not-an-id', admin.cookie)).statusCode).toBe(404);

    const orders = await get(`/api/user/orders/${reader.authUser._id}`, reader.cookie);
    expect(orders.statusCode).toBe(200);
    expect(orders.json()).toEqual({ orders: [] });
    expect((await get(`/api/user/orders/${reader.authUser._id}`, other.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/authorize_user', () => {
  it('tells the role of the session', async () => {
    const reader = await signUp(testApp.app);
    const admin = await signUpAdmin(testApp);
    const ask = (cookie?: string) =>
      testApp.app.inject({ url: '/api/authorize_user', headers: cookie ? { cookie } : {} });
    expect((await ask(reader.cookie)).json()).toEqual({ role: 'user', admin: false });
    expect((await ask(admin.cookie)).json()).toEqual({ role: 'admin', admin: true });
    expect((await ask()).statusCode).toBe(401);
  });
});

describe('admin bootstrap (ADMIN_EMAIL / ADMIN_PASSWORD)', () => {
  it('creates the admin, and makes an existing account admin with the given password', async () => {
    const hasher = createPasswordHasher({ memoryCost: 1024, timeCost: 1 });
    await upsertAdmin(testApp.database.db, 'boss@example.com', await hasher.hash('boss-password'));
    const created = await login('boss@example.com', 'boss-password', '10.4.0.1');
    expect(created.json().authUser.role).toBe('admin');

    const reader = await signUp(testApp.app);
    await upsertAdmin(testApp.database.db, reader.email.toUpperCase(), await hasher.hash('promoted'));
    const promoted = await login(reader.email, 'promoted', '10.4.0.2');
    expect(promoted.json().authUser).toMatchObject({ _id: reader.authUser._id, role: 'admin' });
  });
});

describe('other sign-in providers', () => {
  it.each(['/api/facebook_login', '/api/linked_in_login'])(
    '%s answers 501 providerNotConfigured',
    async (url) => {
      const response = await testApp.app.inject({ method: 'POST', url });
      expect(response.statusCode).toBe(501);
      expect(response.json().error.code).toBe('providerNotConfigured');
    },
  );
});

describe('requests from another site', () => {
  it('refuses state-changing requests whose Origin is another host, and accepts the own one', async () => {
    const foreign = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'merce@example.com', password: 'secret' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.code).toBe('forbidden');

    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/users/login',
      headers: { origin: 'http://localhost', host: 'localhost' },
      payload: { email: 'merce@example.com', password: 'secret' },
      remoteAddress: '10.5.0.1',
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('the origin of writes', () => {
  it('must match the scheme, host and port the request came to, or PUBLIC_URL', async () => {
    const shop = await createTestApp({ trustProxy: true, publicUrl: 'https://shop.example' });
    try {
      const logout = (headers: Record<string, string>) =>
        shop.app.inject({ method: 'DELETE', url: '/api/users/logout', headers });
      // Behind a trusted proxy that says the request came over HTTPS.
      const overHttps = { host: 'localhost:3000', 'x-forwarded-proto': 'https' };
      expect((await logout({ ...overHttps, origin: 'https://localhost:3000' })).statusCode).toBe(200);
      expect((await logout({ ...overHttps, origin: 'http://localhost:3000' })).statusCode).toBe(403);
      expect((await logout({ ...overHttps, origin: 'https://localhost:3001' })).statusCode).toBe(403);
      // The configured public origin, whatever Host the proxy passed on.
      expect((await logout({ host: 'localhost:3000', origin: 'https://shop.example' })).statusCode).toBe(200);
      expect((await logout({ host: 'localhost:3000', origin: 'http://shop.example' })).statusCode).toBe(403);
      expect((await logout({ host: 'localhost:3000', origin: 'https://shop.example:8443' })).statusCode).toBe(
        403,
      );
    } finally {
      await shop.close();
    }
  });
});

describe('behind an HTTPS proxy (TRUST_PROXY)', () => {
  it('marks the session cookie Secure', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const response = await proxied.app.inject({
        method: 'POST',
        url: '/api/users/signup',
        headers: { 'x-forwarded-proto': 'https' },
        payload: validSignUp,
      });
      expect(response.statusCode).toBe(201);
      expect(response.cookies.find((c) => c.name === 'session')?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });
});
