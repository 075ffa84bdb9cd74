/** The types of eslint-imports-within.js, which eslint.config.js loads as plain JavaScript. */
import type { Rule } from 'eslint';

export declare const importsWithin: Rule.RuleModule;
export declare const importsByName: Rule.RuleModule;
