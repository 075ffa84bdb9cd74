/**
 * Whether the page's script has taken over the HTML it was sent. A page prerendered at build time
 * is hydrated with the same render, so its buttons are disabled in both: until the script can act
 * on a press, a button takes none (a form sent without the script would be sent by the browser,
 * its answers in the address). The render after hydration enables them.
 */
import { useSyncExternalStore } from 'react';

const nothingToListenTo = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToListenTo,
    () => true,
    () => false,
  );
}
