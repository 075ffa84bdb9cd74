/**
 * Starts the sandbox: tsx sandbox/main.ts [--site DIST] [--data DIR] [--fresh] [--watch-campaigns] [--trusted-proxies N]
 * PORT (default 5173) is honoured; the data directory defaults to .sandbox-data (ignored by git).
 */
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { createSandbox } from './app.ts';
import { createServer } from 'node:http';
import { keepIdleConnectionsOpen } from './keep-alive.ts';
import { keepingImmutableAnswers } from './immutable-answers.ts';
import { watchCampaignFiles } from './campaign-watch.ts';
import { commandLine } from '../tools/command-line.ts';

const USAGE = `npm run sandbox -- [--site DIST] [--data DIR] [--fresh] [--watch-campaigns] [--trusted-proxies N]

  The sandbox back end on PORT (default 5173): every service over its embedded database, with demo users.

  --site DIST           serves the built site from DIST on the same origin
  --data DIR            keeps the database in DIR (default .sandbox-data)
  --fresh               starts from an empty, newly seeded database
  --watch-campaigns     reads offer and promotion files again when they are saved
  --trusted-proxies N   behind N proxies that add to X-Forwarded-For (default 0)
  --help                this text`;

const { values } = commandLine(USAGE, {
  site: { type: 'string' },
  data: { type: 'string', default: '.sandbox-data' },
  fresh: { type: 'boolean', default: false },
  // npm run dev: offer and promotion files are read again when saved.
  'watch-campaigns': { type: 'boolean', default: false },
  // Behind a proxy or CDN: how many of them add to X-Forwarded-For (the limits per client read it only then).
  'trusted-proxies': { type: 'string', default: '0' },
});
const port = Number(process.env.PORT ?? 5173);
const dataDir = resolve(values.data);
if (values.fresh) rmSync(dataDir, { recursive: true, force: true });

const trustedProxies = Number(values['trusted-proxies']);
if (!Number.isInteger(trustedProxies) || trustedProxies < 0) throw new Error(`--trusted-proxies must be a whole number of proxies, 0 or more (found ${values['trusted-proxies']})`);
const sandbox = await createSandbox({ dataDir, distDir: values.site ? resolve(values.site) : undefined, trustedProxies });
const stopWatching = values['watch-campaigns'] ? watchCampaignFiles(sandbox.context.db) : () => undefined;
// The site's hashed assets, once answered, are sent again from memory (immutable-answers.ts).
const server = createServer(keepingImmutableAnswers(sandbox.app.fetch, getRequestListener(sandbox.app.fetch, { hostname: 'localhost' })));
server.listen(port, 'localhost', () => {
  console.log(`Sandbox on http://localhost:${port}/ (data in ${dataDir})${values.site ? '' : ', services only'}`);
  console.log(`  mailbox: http://localhost:${port}/sandbox/mailbox`);
});
keepIdleConnectionsOpen(server);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopWatching();
    server.close();
    void sandbox.close().then(() => process.exit(0));
  });
}
