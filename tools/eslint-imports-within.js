/**
 * An ESLint rule: every relative import of a file stays inside one folder of the project, given as
 * the rule's option relative to where ESLint runs ("engine"). It keeps the engine a library of its
 * own: a site registers its types, step types, operations and operators with the engine; the
 * engine never reaches into a site. Package imports are other rules' business.
 */
import { dirname, relative, resolve, sep } from 'node:path';

export const importsWithin = {
  meta: {
    type: 'problem',
    docs: { description: 'Relative imports stay inside the given folder.' },
    messages: { outside: '{{source}} leaves {{folder}}/: {{folder}} imports nothing outside it' },
    schema: [{ type: 'string' }],
  },
  create(context) {
    const folder = resolve(context.cwd, context.options[0]);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = relative(folder, resolve(dirname(context.filename), source));
      if (target === '..' || target.startsWith(`..${sep}`)) context.report({ node: node.source, messageId: 'outside', data: { source, folder: context.options[0] } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
