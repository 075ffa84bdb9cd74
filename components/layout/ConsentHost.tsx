/**
 * The consent's part of the site (spec 001 sections 6 and 9.6). A first visit's banner is the page's
 * own HTML, answered by the head script before the site runs (services/consent-banner.ts): this acts
 * on its answers (the granted categories' scripts loaded, the answer tracked), opens the site's
 * dialog from its "Zelf kiezen" and from the footer's "Cookie-instellingen", and loads an earlier
 * answer's scripts. The dialog is a chunk of its own: a visitor who never opens it never loads it.
 */
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { useRuntime } from 'journey-engine-react';
import { answerConsent, loadConsentedScripts, readConsent, withdrawsLoaded } from '../../services/consent.ts';
import { CONSENT_ANSWERED_EVENT, CONSENT_BANNER_ID } from '../../services/consent-banner.ts';

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx'));

const listeners = new Set<() => void>();
/** The dialog as the footer opens it (the answers first), as the banner's "Zelf kiezen" opens it (the categories first), or closed. */
type Shown = 'settings' | 'choosing' | 'closed';
let shown: Shown = 'closed';

/** The banner stands aside while the dialog asks in its place. */
function setShown(value: Shown): void {
  shown = value;
  const banner = document.getElementById(CONSENT_BANNER_ID);
  if (banner) banner.hidden = value !== 'closed';
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
  const current = useSyncExternalStore(
    subscribe,
    () => shown,
    () => 'closed',
  );

  useEffect(() => {
    const answered = (granted: readonly string[]): void => {
      track({ event: 'consent', granted: [...granted] });
      const consent = { granted: new Set(granted) };
      // A script of a withdrawn category is removed only by leaving the page: load it again.
      if (withdrawsLoaded(consent)) window.location.reload();
      else void loadConsentedScripts(consent, report);
    };
    const onAnswer = (event: Event): void => answered((event as CustomEvent<readonly string[]>).detail);
    document.addEventListener(CONSENT_ANSWERED_EVENT, onAnswer);
    // An answer the banner took before the site ran, or one given on an earlier page.
    if (window.journeyConsentKept) answered(window.journeyConsentKept);
    else {
      const consent = readConsent();
      if (consent) void loadConsentedScripts(consent, report);
    }
    window.journeyConsentKept = undefined;
    const choose = document.querySelector<HTMLButtonElement>(`#${CONSENT_BANNER_ID} [aria-haspopup=dialog]`);
    const onChoose = (): void => setShown('choosing');
    choose?.addEventListener('click', onChoose);
    if (choose) choose.disabled = false;
    return () => {
      document.removeEventListener(CONSENT_ANSWERED_EVENT, onAnswer);
      choose?.removeEventListener('click', onChoose);
    };
  }, [report, track]);

  if (current === 'closed') return null;
  const save = (granted: readonly string[]): void => {
    setShown('closed');
    answerConsent(granted);
  };
  return (
    <Suspense fallback={null}>
      <ConsentDialog key={current} choosing={current === 'choosing'} granted={readConsent()?.granted} onSave={save} onClose={() => setShown('closed')} />
    </Suspense>
  );
}
