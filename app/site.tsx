/**
 * The site's element tree and what its components read beside the runtime, the same in the browser
 * (main.tsx) and in the build's prerender (prerender.tsx): the HTML the build writes is what the
 * browser hydrates.
 */
import { StrictMode, type ReactElement, type ReactNode } from 'react';
import { site } from 'virtual:journey';
import { layouts } from '../components/layout/layouts.tsx';
import { PageErrorBoundary } from '../components/layout/PageErrorBoundary.tsx';
import { stepTypes } from '../components/steps/registry.ts';
import { JourneySite, RuntimeContext, type SiteRuntime } from 'journey-engine-react';
import type { BrowserHistory, SiteConfig } from 'journey-engine-react';

export function siteConfig(ports: Pick<SiteConfig, 'session' | 'report' | 'track'>): SiteConfig {
  return {
    ...ports,
    stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
    externalDestinations: site.externalDestinations,
    siteName: site.displayName,
  };
}

/** children: what the browser shows beside the page (the consent dialog), rendered by none before hydration. */
export function Site({ runtime, history, children }: { runtime: SiteRuntime; history: Pick<BrowserHistory, 'navigationType' | 'navigator'>; children?: ReactNode }): ReactElement {
  return (
    <StrictMode>
      <RuntimeContext.Provider value={runtime}>
        <PageErrorBoundary>
          <JourneySite history={history} layouts={layouts}>
            {children}
          </JourneySite>
        </PageErrorBoundary>
      </RuntimeContext.Provider>
    </StrictMode>
  );
}
