import type { Book } from '@bookshop/contract';
import {
  queryKeys,
  useBasket,
  useCurrentUser,
  useSignIn,
  useSignOut,
  useSignUp,
  useUpdateUser,
  useVerifyUserOnNavigation,
} from '@bookshop/data';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Reader } from '../../apps/api/test/helpers';
import { createTestProviders } from './support/providers';
import { type ShopApi, startShopApi } from './support/shopApi';

let api: ShopApi;
let reader: Reader;
beforeAll(async () => {
  api = await startShopApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  api.browser.reset();
  reader = await api.signUp();
  localStorage.clear();
});

/** How many times the browser asked the server who is signed in. */
const verifyCalls = () => api.browser.sent.filter((call) => call.path === '/users/verify-user').length;

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

    api.browser.signInAs(reader);
    const signedIn = renderHook(() => useCurrentUser(), { wrapper: createTestProviders().wrapper });
    await waitFor(() => expect(signedIn.result.current.data).toMatchObject({ id: reader.authUser._id }));
    expect(signedIn.result.current.data).not.toHaveProperty('_id');
  });

  it('is set by sign-in', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), signIn: useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toBeNull());

    await act(() => result.current.signIn.mutateAsync({ email: reader.email, password: reader.password }));
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({ id: reader.authUser._id, email: reader.email }),
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
    api.browser.signInAs(reader);
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), update: useUpdateUser() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toMatchObject({ name: 'Mercè' }));

    await act(() => result.current.update.mutateAsync({ name: 'Montserrat', telephone: '+34 600 111 222' }));
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({
        name: 'Montserrat',
        surname: reader.authUser.surname,
        telephone: '+34 600 111 222',
      }),
    );
  });

  it('stays as it was when sign-in is refused', async () => {
    const { wrapper } = createTestProviders();
    const { result } = renderHook(() => ({ user: useCurrentUser(), signIn: useSignIn() }), { wrapper });
    await waitFor(() => expect(result.current.user.data).toBeNull());

    await act(() =>
      result.current.signIn.mutateAsync({ email: reader.email, password: 'wrong' }).catch(() => undefined),
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
    api.browser.signInAs(reader);
    const book: Book = (await api.call('GET', '/books?limit=1')).books[0];
    const { wrapper, queryClient } = createTestProviders();
    const { result } = renderHook(() => ({ basket: useBasket(), signOut: useSignOut() }), { wrapper });
    await waitFor(() => expect(result.current.basket.signedIn).toBe(true));
    act(() => result.current.basket.add({ id: book._id, name: book.name.esp, price: book.price }));
    await waitFor(() => expect(result.current.basket.count).toBe(1));
    // Their orders were loaded too (every orders key starts with 'orders').
    const ordersKey = ['orders', 'list', 'user', reader.authUser._id];
    queryClient.setQueryData(ordersKey, []);

    await act(() => result.current.signOut.mutateAsync());

    expect(queryClient.getQueryData(queryKeys.user)).toBeNull();
    expect(queryClient.getQueryData(queryKeys.basket)).toBeUndefined();
    expect(queryClient.getQueryData(ordersKey)).toBeUndefined();
    await waitFor(() => expect(result.current.basket.signedIn).toBe(false));
    expect(result.current.basket.count).toBe(0);
    // The server ended the session: the reader's cookie no longer signs anyone in.
    expect((await api.call('GET', '/users/verify-user', { as: reader })).authUser).toBeNull();
  });
});

describe('useVerifyUserOnNavigation', () => {
  it('checks the user again when the path enters /my_account, not on other pages', async () => {
    api.browser.signInAs(reader);
    const { wrapper } = createTestProviders();
    const { result, rerender } = renderHook(
      ({ path }) => {
        useVerifyUserOnNavigation(path);
        return useCurrentUser();
      },
      { wrapper, initialProps: { path: '/main' } },
    );
    await waitFor(() => expect(result.current.data).toMatchObject({ id: reader.authUser._id }));
    expect(verifyCalls()).toBe(1);

    rerender({ path: '/books/categories/novel' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(verifyCalls()).toBe(1);

    // The session ended elsewhere (another tab signed out): entering the account finds out.
    await api.call('DELETE', '/users/logout', { as: reader });
    rerender({ path: '/my_account/settings' });
    await waitFor(() => expect(result.current.data).toBeNull());
    expect(verifyCalls()).toBe(2);
  });
});
