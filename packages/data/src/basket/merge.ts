import type { QueryClient } from '@tanstack/react-query';
import type { createStore } from 'jotai';
import { ApiError } from '../client';
import { queryKeys } from '../queryKeys';
import { basketMergeAtom } from '../state/basketMerge';
import { basketRefusalAtom } from '../state/basketRefusal';
import { type GuestBasketEntry, guestBasketAtom } from '../state/guestBasket';
import { addBookToServerBasket } from './serverBasket';

type Store = ReturnType<typeof createStore>;

/**
 * On sign-in the guest basket moves to the server (SPEC section 4). The API adds one copy per call,
 * so each entry is added `count` times. Whatever the server has not accepted stays in the browser:
 * if a call fails, the local basket keeps exactly the copies not yet added, so nothing is lost and
 * nothing is added twice when the merge runs again. The server basket is then loaded, and the copies
 * moved are told (`basketMergeAtom`).
 */
export function mergeGuestBasket(queryClient: QueryClient, store: Store): Promise<void> {
  // One merge at a time per shopper: two at once would both send the same copies.
  let merge = running.get(store);
  if (!merge) {
    merge = moveGuestCopies(queryClient, store).finally(() => running.delete(store));
    running.set(store, merge);
  }
  return merge;
}

const running = new WeakMap<Store, Promise<void>>();

async function moveGuestCopies(queryClient: QueryClient, store: Store): Promise<void> {
  let remaining: GuestBasketEntry[] = store.get(guestBasketAtom);
  let moved = 0;
  try {
    while (remaining.length > 0) {
      const [entry, ...rest] = remaining as [GuestBasketEntry, ...GuestBasketEntry[]];
      try {
        await addBookToServerBasket(entry.book.id);
      } catch (error) {
        // More copies than the shop has left: the rest of this book can never be added, so it is
        // dropped and the shopper told which book; any other failure keeps it for the next try.
        const [refused] = error instanceof ApiError ? error.books : [];
        if (!refused) throw error;
        store.set(basketRefusalAtom, { ...refused, at: Date.now() });
        remaining = rest;
        continue;
      }
      remaining = entry.count > 1 ? [{ ...entry, count: entry.count - 1 }, ...rest] : rest;
      moved += 1;
    }
  } finally {
    store.set(guestBasketAtom, remaining);
    await queryClient.invalidateQueries({ queryKey: queryKeys.basket });
    if (moved > 0) store.set(basketMergeAtom, { copies: moved, at: Date.now() });
  }
}
