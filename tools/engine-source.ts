/**
 * Inside this repository the engine's packages are used from their TypeScript source: each entry
 * of their exports names it under the condition "source", before the dist/ a packed tarball holds
 * (docs/architecture.md, "The engine as packages"). Each Vite server and build, and Vitest, is
 * given the condition here; tsc by tsconfig.json, Node by .npmrc.
 */
export const withEngineSource = (conditions: readonly string[]): string[] => ['source', ...conditions];
