/** The types of eslint-no-import-cycle.js, which eslint.config.js loads as plain JavaScript. */
import type { Rule } from 'eslint';

export declare const noImportCycle: Rule.RuleModule;
