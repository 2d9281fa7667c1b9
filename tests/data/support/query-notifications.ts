// React Query tells components about a change (an answer, `setQueryData` in a mutation's `onSuccess`)
// in a `setTimeout(0)`, which `act()` does not wait for: it only flushes React's own work, a
// `setImmediate` at a time. Tests that read `result.current` right after `await act(() => mutateAsync())`
// therefore saw the change only when the answer's body happened to resolve in a later turn of the event
// loop than the timer: on Node 20, whose fetch read a body across a macrotask, but not on Node 22+, whose
// fetch reads it within microtasks. Delivering the notifications as microtasks puts them inside the
// `act()` that caused them, on every Node version.
import { notifyManager } from '@tanstack/react-query';

notifyManager.setScheduler(queueMicrotask);
