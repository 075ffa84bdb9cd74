/** The reading list built by Vite with the engine's plugin: its flows validated, each a chunk with its compiled logic and validators. */
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { earlyPressScript } from 'journey-engine-react/early-press';
import { journeyEngine } from 'journey-engine/vite';
import { say } from './copy.ts';
import { flowFiles, validationProject } from './validation.ts';

export default defineConfig({
  plugins: [
    react(),
    journeyEngine({
      validation: { project: validationProject, files: flowFiles },
      // No operators, shared conditions or guards of its own.
      compile: () => ({ operatorImports: {} }),
      page: {
        // A press on a prerendered form before the script has run is kept, and made once it runs.
        headScript: () => earlyPressScript(),
        values: () => ({ SITE_NAME: say('site.name'), LOADING: say('site.loading') }),
        contentSecurityPolicy: () => "default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      },
    }),
  ],
  build: { target: 'es2022' },
});
