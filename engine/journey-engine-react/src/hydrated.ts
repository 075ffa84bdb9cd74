/**
 * Whether the page's script has taken over the HTML it was sent. A page prerendered at build time
 * is hydrated with the same render, so what only the script can do (a button that opens a dialog,
 * a value of the visitor's own clock) waits for the render after hydration. A form's submit button
 * does not wait: a press before then is kept (early-press.ts).
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
