/** The site: the product's flows, components, services and copy, put together on the engine. */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';
import { copy, flows, sharedConditions, site } from 'virtual:journey';
import * as validators from 'virtual:journey/validators';
import { layouts } from '../components/layout/layouts.tsx';
import { stepTypes } from '../components/steps/registry.ts';
import { compileFlow } from '../engine/core/compile.ts';
import { journeyRoutes } from '../engine/react/routes.tsx';
import { RuntimeContext, type JourneyRuntime } from '../engine/react/runtime.tsx';
import { serviceOperations } from '../services/operations/registry.ts';
import { reportError, track } from './reporting.ts';
import './styles.css';

await i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { translation: copy } },
  interpolation: { escapeValue: false },
  // Copy is data: a missing key is a validator error, never a raw key on the page.
  returnNull: false,
});

const compiled = flows.map((flow) => compileFlow(flow, sharedConditions));

const runtime: JourneyRuntime = {
  stepTypes: new Map(stepTypes.map((stepType) => [stepType.type, stepType])),
  validators,
  services: new Map(serviceOperations.map((operation) => [operation.name, operation])),
  externalDestinations: site.externalDestinations,
  sharedConditions,
  baseFacts: {},
  siteName: site.displayName,
  report: reportError,
  track,
};

const routes = journeyRoutes(compiled, layouts);

function Routes() {
  return useRoutes(routes);
}
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

createRoot(root).render(
  <StrictMode>
    <RuntimeContext.Provider value={runtime}>
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    </RuntimeContext.Provider>
  </StrictMode>,
);
