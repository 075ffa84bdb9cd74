/**
 * The engine's packages as npm publishes them: each packed with npm pack, which builds it into its
 * dist/ first (prepack), the engine first (the binding builds against its declarations). What
 * runs here must not see the repository's "source" condition (.npmrc): a tarball holds no source.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../../tools/project.ts';

export const ENGINE_PACKAGES = ['journey-engine', 'journey-engine-react'] as const;

/** Runs a command as outside the repository (npm's settings of this one left behind), with extraEnv; its standard output. */
export function runOutside(command: string, args: readonly string[], cwd: string, extraEnv: Readonly<Record<string, string>> = {}): string {
  const env = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_OPTIONS' && !/^npm_/i.test(name))), ...extraEnv };
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    // What the command said is why it failed: in the test's message, not lost.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

/** Packs each package into the folder; the tarballs' paths, by package name. */
export function packEngine(into: string): Record<(typeof ENGINE_PACKAGES)[number], string> {
  const packed = {} as Record<(typeof ENGINE_PACKAGES)[number], string>;
  for (const name of ENGINE_PACKAGES) {
    const dir = join(ROOT, 'engine', name);
    const [file] = JSON.parse(runOutside('npm', ['pack', '--json', '--pack-destination', into], dir)) as { filename: string }[];
    if (!file) throw new Error(`npm pack wrote no tarball of ${name}`);
    packed[name] = join(into, file.filename);
  }
  return packed;
}
