/**
 * An ESLint rule: no file of the project is part of a cycle of static imports, type imports
 * included. Two files that need each other are one, or share a third; a type-only cycle is such a
 * knot too, which eslint-plugin-import's no-cycle does not count. Lazy imports (import()) are not
 * edges: loading a module later is how the site splits its code.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const STATIC_IMPORT = /^\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The files a file imports statically, by absolute path, read again when the file changes. */
const known = new Map();
function importsOf(file) {
  let modified;
  try {
    modified = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const cached = known.get(file);
  if (cached?.modified === modified) return cached.imports;
  const text = readFileSync(file, 'utf8');
  const imports = [...text.matchAll(STATIC_IMPORT)].map((match) => resolve(dirname(file), match[1]));
  known.set(file, { modified, imports });
  return imports;
}

/** A way from one of start's imports back to start, as the files along it; undefined when there is none. */
function cycleThrough(start) {
  const seen = new Set();
  const walk = (file, path) => {
    for (const next of importsOf(file)) {
      if (next === start) return [...path, next];
      if (seen.has(next)) continue;
      seen.add(next);
      const found = walk(next, [...path, next]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(start, [start]);
}

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No file is part of a cycle of static imports, type imports included.' },
    messages: { cycle: 'Import cycle: {{cycle}}' },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const cycle = cycleThrough(file);
    if (!cycle) return {};
    const root = context.cwd;
    const [, first] = cycle;
    return {
      'ImportDeclaration, ExportNamedDeclaration, ExportAllDeclaration'(node) {
        if (!node.source || resolve(dirname(file), node.source.value) !== first) return;
        context.report({ node, messageId: 'cycle', data: { cycle: cycle.map((step) => step.slice(root.length + 1)).join(' → ') } });
      },
    };
  },
};
