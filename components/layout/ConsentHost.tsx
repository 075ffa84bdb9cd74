/**
 * The consent dialog's place on every page (spec 001 sections 6 and 9.6): open on a first visit,
 * reopened by the footer's "Cookie-instellingen", and the scripts of the granted categories loaded
 * once a choice is known. The dialog itself is a chunk of its own: a returning visitor never loads it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { useRuntime } from 'journey-engine-react';
import { loadConsentedScripts, readConsent, saveConsent, withdrawsLoaded } from '../../services/consent.ts';

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx'));

const listeners = new Set<() => void>();
/** A first visit's banner, the footer's settings, or closed. */
type Shown = 'banner' | 'settings' | 'closed';
let shown: Shown | undefined;

function setShown(value: Shown): void {
  shown = value;
  for (const listener of listeners) listener();
}

/** For the footer: shows the dialog with the choice made so far. */
export function openConsentSettings(): void {
  setShown('settings');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function ConsentHost(): ReactElement | null {
  const { report, track } = useRuntime();
  // Read once, in the browser: a first visit (no answer yet) shows the banner.
  shown ??= readConsent() === undefined ? 'banner' : 'closed';
  // A prerendered page is hydrated as the build rendered it, without the dialog; it opens just after.
  const current = useSyncExternalStore(
    subscribe,
    () => shown ?? 'closed',
    () => 'closed',
  );

  useEffect(() => {
    const consent = readConsent();
    if (consent) void loadConsentedScripts(consent, report);
  }, [report]);

  if (current === 'closed') return null;
  const save = (granted: readonly string[]): void => {
    const consent = saveConsent(granted);
    track({ event: 'consent', granted: [...consent.granted] });
    setShown('closed');
    // A script of a withdrawn category is removed only by leaving the page: load it again.
    if (withdrawsLoaded(consent)) window.location.reload();
    else void loadConsentedScripts(consent, report);
  };
  return (
    <Suspense fallback={null}>
      <ConsentDialog key={current} banner={current === 'banner'} granted={readConsent()?.granted} onSave={save} onClose={() => setShown('closed')} />
    </Suspense>
  );
}
