import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { journeyFlows } from './tools/vite-plugin-flows.ts';
import { noEvalInJsonLogic } from './tools/vite-plugin-no-eval.ts';

const port = Number(process.env.PORT ?? 5173);
// In development the sandbox back end runs beside Vite (npm run dev) and Vite passes its paths on.
const sandbox = process.env.SANDBOX_URL ?? `http://localhost:${port + 1}`;

export default defineConfig({
  // JOURNEY_FLOWS_DIR builds the site from another flows folder (tests/unit/first-page-size.test.ts).
  plugins: [react(), journeyFlows({ flowsDir: process.env.JOURNEY_FLOWS_DIR }), noEvalInJsonLogic()],
  server: { port, strictPort: true, proxy: { '/idp': sandbox, '/sandbox': sandbox } },
  build: { target: 'es2022', sourcemap: true },
});
