/**
 * The engine's package.json as npm publishes it (issue 61). Inside this repository each export
 * names the package's TypeScript source under the condition "source" (tools/engine-source.ts); a
 * tarball holds no source, so the published exports must not name it. npm pack runs this in the
 * package's folder: `strip` at prepack (package.json without the "source" conditions and without
 * the source files listed as having side effects, the repository's own kept beside it), `restore`
 * at postpack. Plain JavaScript: it runs before anything is built.
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';

const FILE = 'package.json';
const KEPT = 'package.json.repository';

/** The exports without their "source" condition, entry by entry. */
function published(exports) {
  return Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => [
      entry,
      typeof target === 'object' && target !== null ? Object.fromEntries(Object.entries(target).filter(([condition]) => condition !== 'source')) : target,
    ]),
  );
}

const [action] = process.argv.slice(2);
if (action === 'strip') {
  // A pack that failed after its prepack left the repository's own beside it: put that back first.
  if (existsSync(KEPT)) renameSync(KEPT, FILE);
  const text = readFileSync(FILE, 'utf8');
  const manifest = JSON.parse(text);
  writeFileSync(KEPT, text);
  manifest.exports = published(manifest.exports);
  if (Array.isArray(manifest.sideEffects)) manifest.sideEffects = manifest.sideEffects.filter((path) => !path.startsWith('./src/'));
  writeFileSync(FILE, `${JSON.stringify(manifest, null, 2)}\n`);
} else if (action === 'restore') {
  if (existsSync(KEPT)) renameSync(KEPT, FILE);
} else {
  throw new Error('usage: node published-exports.mjs strip|restore');
}
