#!/usr/bin/env node
// A site written in TypeScript (its journey-engine.config.ts, the modules it imports) is read
// through tsx where the site has it installed; a site in JavaScript needs nothing more.
try {
  const { register } = await import('tsx/esm/api');
  register();
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
// Registered last, so asked first: a stylesheet, image or font a site's module imports loads as nothing.
const { register: registerHooks } = await import('node:module');
registerHooks('./asset-hooks.js', import.meta.url);
const { main } = await import('journey-engine/cli');
process.exitCode = await main(process.argv.slice(2));
