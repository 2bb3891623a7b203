// Whether an island has hydrated: false while the server renders it and while it hydrates (so the
// markup matches what the server sent, which works without JavaScript), true after.
import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
