import { randomBytes } from 'node:crypto';
import {
  backOfficeApiPaths,
  messages,
  PROFILE_IMAGE_MAX_BYTES,
  SOCIAL_ERROR_PARAM,
  socialApiPaths,
  uploadResponseSchema,
} from '@bookshop/contract';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signInLimits } from '../src/auth/attempt-limits';
import { createTestApp, type Reader, sessionCookie, signUp, someBookId, type TestApp } from './helpers';

// Social sign-in against a real OpenID provider started here (oauth2-mock-server), and profile images.

const PUBLIC_URL = 'http://localhost:3820';
let provider: OAuth2Server;
let testApp: TestApp;

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, 'localhost');
  testApp = await createTestApp({
    publicUrl: PUBLIC_URL,
    // Only Facebook is configured: LinkedIn answers 501.
    socialProviders: {
      facebook: { clientId: 'bookshop', clientSecret: 'shop-secret', issuer: provider.issuer.url ?? '' },
    },
  });
});
afterAll(async () => {
  await testApp?.close();
  await provider?.stop();
});
afterEach(() => {
  provider.service.removeAllListeners('beforeTokenSigning');
});

/** What the provider says about the account signing in (its ID token's claims). */
function providerAccount(claims: Record<string, unknown>) {
  provider.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, claims);
  });
}

const cookieOf = (response: LightMyRequestResponse, name: string) => {
  const found = response.cookies.find((cookie) => cookie.name === name && cookie.value !== '');
  return found ? `${name}=${found.value}` : undefined;
};

/**
 * Starts a Facebook sign-in as a browser does, lets the provider answer (it signs in at once), and
 * returns the callback address it sends the browser to, with the browser's sign-in cookie.
 */
async function startSignIn(next?: string) {
  const started = await testApp.app.inject(`/api${socialApiPaths.start('facebook', next)}`);
  expect(started.statusCode).toBe(303);
  const cookie = cookieOf(started, 'social_sign_in');
  expect(cookie).toBeDefined();
  const cookieHeader = started.headers['set-cookie'];
  expect(String(cookieHeader)).toMatch(/HttpOnly/);
  expect(String(cookieHeader)).toMatch(/SameSite=Lax/);
  const authorization = new URL(String(started.headers.location));
  expect(authorization.origin).toBe(new URL(provider.issuer.url ?? '').origin);
  // State, nonce and PKCE travel to the provider; the callback is on the configured origin.
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('redirect_uri')).toBe(
    `${PUBLIC_URL}/api${socialApiPaths.callback('facebook')}`,
  );
  const answered = await fetch(authorization, { redirect: 'manual' });
  const callback = new URL(answered.headers.get('location') ?? '');
  expect(callback.origin).toBe(PUBLIC_URL);
  return { callback, cookie: cookie ?? '' };
}

function finishSignIn(callback: URL, cookie: string | undefined) {
  return testApp.app.inject({
    url: `${callback.pathname}${callback.search}`,
    headers: cookie ? { cookie } : {},
  });
}

async function whoIs(cookie: string) {
  const response = await testApp.app.inject({ url: '/api/users/verify-user', headers: { cookie } });
  return response.json().authUser;
}

const refusedWith = (response: LightMyRequestResponse, code: string) => {
  expect(response.statusCode).toBe(303);
  expect(response.headers.location).toBe(`/sign_in?${SOCIAL_ERROR_PARAM}=${code}`);
  expect(cookieOf(response, 'session')).toBeUndefined();
};

const unique = () => randomBytes(4).toString('hex');

describe('social sign-in', () => {
  it('lists the configured providers; an unconfigured one answers 501 in the error shape', async () => {
    const listed = await testApp.app.inject(`/api${socialApiPaths.providers()}`);
    expect(listed.json()).toEqual({ providers: ['facebook'] });
    for (const method of ['GET', 'POST'] as const) {
      const response = await testApp.app.inject({ method, url: `/api${socialApiPaths.start('linkedin')}` });
      expect(response.statusCode).toBe(501);
      expect(response.json()).toEqual({
        error: { code: 'providerNotConfigured', message: 'This sign-in provider is not configured' },
      });
    }
  });

  it('makes an activated account for a new verified address and returns to `next`', async () => {
    const email = `new-${unique()}@example.com`;
    providerAccount({
      sub: `fb-${unique()}`,
      email,
      email_verified: true,
      given_name: 'Núria',
      family_name: 'Espert',
    });
    const { callback, cookie } = await startSignIn('/books/abc/x');
    const finished = await finishSignIn(callback, cookie);
    expect(finished.statusCode).toBe(303);
    expect(finished.headers.location).toBe('/books/abc/x');
    const user = await whoIs(sessionCookie(finished));
    expect(user).toMatchObject({ email, name: 'Núria', surname: 'Espert', activated: true, role: 'user' });
  });

  it('joins an existing shopper when the provider says the address is verified', async () => {
    const reader = await signUp(testApp.app);
    const subject = `fb-${unique()}`;
    providerAccount({ sub: subject, email: reader.email.toUpperCase(), email_verified: true });
    const first = await startSignIn();
    const finished = await finishSignIn(first.callback, first.cookie);
    expect(finished.headers.location).toBe('/main');
    expect((await whoIs(sessionCookie(finished)))._id).toBe(reader.authUser._id);
    // The browser is known to the account from now on, as after signing in with the password: it
    // gets in while the account refuses devices it does not know.
    const device = cookieOf(finished, 'device');
    const login = (password: string, remoteAddress: string, cookie?: string) =>
      testApp.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: reader.email, password },
        remoteAddress,
        ...(cookie && { headers: { cookie } }),
      });
    for (let i = 0; i < signInLimits.perAccountFromNewDevices; i++)
      await login(`guess-${i}`, `10.80.0.${i + 1}`);
    expect((await login(reader.password, '10.80.1.1')).statusCode).toBe(429);
    expect((await login(reader.password, '10.80.1.1', device)).statusCode).toBe(200);

    // Joined: the same provider account is that shopper even once its address changed.
    provider.service.removeAllListeners('beforeTokenSigning');
    providerAccount({ sub: subject, email: `moved-${unique()}@example.com`, email_verified: false });
    const again = await startSignIn();
    const second = await finishSignIn(again.callback, again.cookie);
    expect((await whoIs(sessionCookie(second)))._id).toBe(reader.authUser._id);
  });

  it('refuses an unverified address that belongs to an existing shopper', async () => {
    const reader = await signUp(testApp.app);
    providerAccount({ sub: `fb-${unique()}`, email: reader.email, email_verified: false });
    const { callback, cookie } = await startSignIn();
    refusedWith(await finishSignIn(callback, cookie), 'socialEmailNotVerified');
  });

  it('refuses a tampered state, a missing code, a replayed callback and a callback without its cookie', async () => {
    providerAccount({ sub: `fb-${unique()}`, email: `s-${unique()}@example.com`, email_verified: true });

    const tampered = await startSignIn();
    tampered.callback.searchParams.set('state', 'forged-state');
    refusedWith(await finishSignIn(tampered.callback, tampered.cookie), 'socialSignInFailed');
    // The sign-in is used up by the failed attempt: the genuine state no longer works either.
    refusedWith(await finishSignIn(tampered.callback, tampered.cookie), 'socialSignInExpired');

    const missing = await startSignIn();
    missing.callback.searchParams.delete('code');
    refusedWith(await finishSignIn(missing.callback, missing.cookie), 'socialSignInFailed');

    const replayed = await startSignIn();
    const once = await finishSignIn(replayed.callback, replayed.cookie);
    expect(once.statusCode).toBe(303);
    expect(cookieOf(once, 'session')).toBeDefined();
    refusedWith(await finishSignIn(replayed.callback, replayed.cookie), 'socialSignInExpired');

    const stranger = await startSignIn();
    // Another browser (no cookie, or a forged one) cannot finish someone else's sign-in.
    refusedWith(await finishSignIn(stranger.callback, undefined), 'socialSignInExpired');
    refusedWith(await finishSignIn(stranger.callback, 'social_sign_in=forged'), 'socialSignInExpired');
  });

  it('says a cancelled sign-in was cancelled, and never returns to another site', async () => {
    const { callback, cookie } = await startSignIn();
    const cancelled = new URL(callback);
    cancelled.search = new URLSearchParams({
      error: 'access_denied',
      state: callback.searchParams.get('state') ?? '',
    }).toString();
    refusedWith(await finishSignIn(cancelled, cookie), 'socialSignInCancelled');

    providerAccount({ sub: `fb-${unique()}`, email: `o-${unique()}@example.com`, email_verified: true });
    const elsewhere = await startSignIn('//evil.example/steal');
    expect((await finishSignIn(elsewhere.callback, elsewhere.cookie)).headers.location).toBe('/main');
  });
});

/** A multipart/form-data body with one file part, as a browser's FormData sends it. */
function multipart(bytes: Uint8Array, filename: string, type: string) {
  const boundary = `----bookshop${unique()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

function uploadProfile(reader: Reader, bytes: Uint8Array, type = 'image/jpeg') {
  const body = multipart(bytes, 'me.jpg', type);
  return testApp.app.inject({
    method: 'POST',
    url: `/api${backOfficeApiPaths.uploads()}?kind=profile`,
    headers: { ...body.headers, cookie: reader.cookie },
    payload: body.payload,
  });
}

function updateProfileImage(reader: Reader, profileImage: unknown) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/users/update-user',
    headers: { cookie: reader.cookie },
    payload: { profileImage },
  });
}

describe('profile image', () => {
  it('keeps a photo without its metadata, shows it on the shopper and their comments, and removes it', async () => {
    const reader = await signUp(testApp.app, { name: 'Pep' });
    const photo = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7' } })
      .withExif({ IFD0: { Artist: 'Hidden Photographer' } })
      .png()
      .toBuffer();
    const uploaded = await uploadProfile(reader, photo, 'image/png');
    expect(uploaded.statusCode).toBe(201);
    const { url, srcset } = uploadResponseSchema.parse(uploaded.json());
    expect(srcset.map((entry) => entry.width)).toEqual([96, 192, 384]);
    const served = await testApp.app.inject(url);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(served.rawPayload.includes('Hidden Photographer')).toBe(false);

    const updated = await updateProfileImage(reader, url);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().authUser.profileImage).toBe(url);
    expect((await whoIs(reader.cookie)).profileImage).toBe(url);

    const bookId = await someBookId(testApp.app);
    await testApp.app.inject({
      method: 'POST',
      url: `/api/books/${bookId}/comment-book`,
      headers: { cookie: reader.cookie },
      payload: { text: 'With my picture' },
    });
    const comments = await testApp.app.inject(`/api/comments?book=${bookId}`);
    const mine = comments
      .json()
      .comments.find((comment: { text: string }) => comment.text === 'With my picture');
    expect(mine.author.profileImage).toBe(url);

    const removed = await updateProfileImage(reader, null);
    expect(removed.json().authUser.profileImage).toBeNull();
    const after = await testApp.app.inject(`/api/comments?book=${bookId}`);
    const same = after
      .json()
      .comments.find((comment: { text: string }) => comment.text === 'With my picture');
    expect(same.author.profileImage).toBeNull();
  });

  it('refuses what is not a JPEG, PNG or WebP, a file over 2 MB, and an outside address, naming the field', async () => {
    const reader = await signUp(testApp.app);
    const notImage = await uploadProfile(reader, Buffer.from('GIF89a this is not what it claims to be'));
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.fields).toEqual({ file: messages.imageTypeUnsupported });

    // AVIF is fine for a cover, not for a profile image.
    const avif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
      .avif()
      .toBuffer();
    const avifAnswer = await uploadProfile(reader, avif, 'image/avif');
    expect(avifAnswer.statusCode).toBe(400);
    expect(avifAnswer.json().error.fields).toEqual({ file: messages.imageTypeUnsupported });

    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(PROFILE_IMAGE_MAX_BYTES)]);
    const tooBig = await uploadProfile(reader, big);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.fields).toEqual({ file: messages.imageTooLarge });

    const outside = await updateProfileImage(reader, 'https://tracker.example/pixel.png');
    expect(outside.statusCode).toBe(400);
    expect(outside.json().error.fields).toEqual({ profileImage: messages.imageNotUrl });
    expect((await whoIs(reader.cookie)).profileImage).toBeNull();
  });
});
