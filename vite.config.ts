import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { journeyFlows } from './tools/vite-plugin-flows.ts';
import { noEvalInJsonLogic } from './tools/vite-plugin-no-eval.ts';

const port = Number(process.env.PORT ?? 5173);

export default defineConfig({
  plugins: [react(), journeyFlows(), noEvalInJsonLogic()],
  server: { port, strictPort: true },
  preview: { port, strictPort: true },
  build: { target: 'es2022', sourcemap: true },
});
