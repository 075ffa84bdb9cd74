#!/usr/bin/env node
// A site written in TypeScript (its journey-engine.config.ts, the modules it imports) is read
// through tsx where the site has it installed; a site in JavaScript needs nothing more.
try {
  const { register } = await import('tsx/esm/api');
  register();
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}
const { main } = await import('journey-engine/cli');
process.exitCode = await main(process.argv.slice(2));
