/**
 * Two ESLint rules on relative imports, each given a folder of the project relative to where ESLint
 * runs. imports-within ("engine/journey-engine"): every relative import of a file stays inside
 * the folder. It keeps each engine package a library of its own: a site registers its types, step
 * types, operations and operators with the engine; the engine never reaches into a site.
 * imports-by-name ("engine"): no relative import reaches into the folder. A site uses the engine
 * by its packages' names, so only through their exports, as another team's site would. Package
 * imports are other rules' business.
 */
import { dirname, relative, resolve, sep } from 'node:path';

/** A rule reporting each relative import whose target, relative to the folder, is refused. */
function relativeImportRule(description, message, refused) {
  return {
    meta: { type: 'problem', docs: { description }, messages: { refused: message }, schema: [{ type: 'string' }] },
    create(context) {
      const folder = resolve(context.cwd, context.options[0]);
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const target = relative(folder, resolve(dirname(context.filename), source));
        if (refused(target)) context.report({ node: node.source, messageId: 'refused', data: { source, folder: context.options[0] } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}

const outside = (target) => target === '..' || target.startsWith(`..${sep}`);

export const importsWithin = relativeImportRule('Relative imports stay inside the given folder.', '{{source}} leaves {{folder}}/: {{folder}} imports nothing outside it', outside);

export const importsByName = relativeImportRule(
  'No relative import reaches into the given folder.',
  '{{source}} reaches into {{folder}}/: import the engine by its package name, through its exports',
  (target) => !outside(target),
);
