// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBasket } from '../basket/useBasket';
import { configureApi } from '../client';
import {
  createHandlers,
  createMswState,
  FIXTURE_PASSWORD,
  fixtureBooks,
  fixtureUser,
  type MswState,
} from '../msw';
import { queryKeys } from '../queryKeys';
import { createTestProviders } from '../test-providers';
import { useCurrentUser, useVerifyUserOnNavigation } from './user';
import { useSignIn, useSignOut, useSignUp, useUpdateUser } from './userActions';

let state: MswState;
let verifyCalls: number;
const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  configureApi({ baseUrl: 'http://shop.test/api' });
});
function serve(options: { signedIn?: boolean } = {}) {
  state = createMswState(options);
  verifyCalls = 0;
  server.resetHandlers(
    // Counts the checks, then lets the fake API answer.
    http.get('*/api/users/verify-user', () => {
      verifyCalls += 1;
    }),
    ...createHandlers(state),
  );
}
beforeEach(() => {
  serve();
  localStorage.clear();
});
afterAll(() => server.close());

const signUpBody = {
  name: 'Pere',
  surname: 'Calders',
  email: 'pere@example.com',
  telephone: '+34 931 000 000',
  password: 'secret1',
  confirmPassword: 'secret1',
};

describe('the signed-in user', () => {
  it('is checked at start: a guest is null, a signed-in reader is their user with `id`', async () => {
    const guest = renderHook(() => useCurrentUser(), { wrapper: createTestProviders().wrapper });
    await waitFor(() => expect(guest.result.current.isSuccess).toBe(true));
    expect(guest.result.current.data).toBeNull();

    serve({ signedIn: true });
    const reader = renderHook(() => useCurrentUser(), { wrapper: createTestProviders().wrapper });
    await waitFor(() => expect(reader.result.current.data).toMatchObject({ id: fixtureUser._id }));
    expect(reader.result.current.data).not.toHaveProperty('_id');
  });

  it('is set by sign-in', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), signIn: useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toBeNull());

    await act(() =>
      result.current.signIn.mutateAsync({ email: fixtureUser.email, password: FIXTURE_PASSWORD }),
    );
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({ id: fixtureUser._id, email: fixtureUser.email }),
    );
  });

  it('is set by sign-up, with the new account’s details', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), signUp: useSignUp() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toBeNull());

    await act(() => result.current.signUp.mutateAsync(signUpBody));
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({
        name: 'Pere',
        surname: 'Calders',
        email: 'pere@example.com',
      }),
    );
  });

  it('is replaced by the answer of an update', async () => {
    serve({ signedIn: true });
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), update: useUpdateUser() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toMatchObject({ name: 'Mercè' }));

    await act(() => result.current.update.mutateAsync({ name: 'Montserrat', telephone: '+34 600 111 222' }));
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({
        name: 'Montserrat',
        surname: fixtureUser.surname,
        telephone: '+34 600 111 222',
      }),
    );
  });

  it('stays as it was when sign-in is refused', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), signIn: useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toBeNull());

    await act(() =>
      result.current.signIn
        .mutateAsync({ email: fixtureUser.email, password: 'wrong' })
        .catch(() => undefined),
    );
    await waitFor(() =>
      expect(result.current.signIn.error).toMatchObject({
        code: 'getUsersError',
        serverCode: 'emailOrPasswordIncorrect',
      }),
    );
    expect(result.current.user.data).toBeNull();
  });
});

describe('signing out', () => {
  it('clears the user, their basket and their orders; the basket is the guest’s again', async () => {
    serve({ signedIn: true });
    const { wrapper, queryClient } = createTestProviders();
    const { result } = renderHook(() => ({ basket: useBasket(), signOut: useSignOut() }), { wrapper });
    await waitFor(() => expect(result.current.basket.signedIn).toBe(true));
    const book = fixtureBooks[0] as (typeof fixtureBooks)[number];
    act(() => result.current.basket.add({ id: book._id, name: book.name.esp, price: book.price }));
    await waitFor(() => expect(result.current.basket.count).toBe(1));
    // Their orders were loaded too (every orders key starts with 'orders').
    const ordersKey = ['orders', 'list', 'user', fixtureUser._id];
    queryClient.setQueryData(ordersKey, []);

    await act(() => result.current.signOut.mutateAsync());

    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.basket)).toBeUndefined();
    expect(queryClient.getQueryData(ordersKey)).toBeUndefined();
    await waitFor(() => expect(result.current.basket.signedIn).toBe(false));
    expect(result.current.basket.count).toBe(0);
    expect(state.user).toBeNull();
  });
});

describe('useVerifyUserOnNavigation', () => {
  it('checks the user again when the path enters /my_account, not on other pages', async () => {
    serve({ signedIn: true });
    const { wrapper } = createTestProviders();
    const { result, rerender } = renderHook(
      ({ path }) => {
        useVerifyUserOnNavigation(path);
        return useCurrentUser();
      },
      { wrapper, initialProps: { path: '/main' } },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ id: fixtureUser._id }));
    expect(verifyCalls).toBe(1);

    rerender({ path: '/books/categories/novel' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(verifyCalls).toBe(1);

    // The session ended elsewhere (another tab, an expiry): entering the account finds out.
    state.user = null;
    rerender({ path: '/my_account/settings' });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(verifyCalls).toBe(2);
  });
});
