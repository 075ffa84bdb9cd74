/**
 * An offer's or a promotion's key art must be rendered in every width and format (components/key-art.ts)
 * before the site can show it: which files public/art/ lacks, said as the validator's message.
 */
import { artFiles } from '../components/key-art.ts';

/** What of the art NAME public/ lacks and how to make it; undefined when every file is there. field: the file's field that names it. */
export function missingArtMessage(name: string, publicFiles: ReadonlySet<string>, field: string): string | undefined {
  const missing = artFiles(name).filter((file) => !publicFiles.has(file));
  if (missing.length === 0) return undefined;
  if (missing.length === artFiles(name).length) return `"${name}" heeft nog geen formaten in public/art/: teken art/${name}.svg en maak ze met npm run art, of verbeter ${field}`;
  const files = missing.map((file) => `public${file}`);
  const list = files.length === 1 ? files[0] : `${files.slice(0, -1).join(', ')} en ${files.at(-1)}`;
  return `${list} ${files.length === 1 ? 'ontbreekt' : 'ontbreken'}: maak de formaten van art/${name}.svg met npm run art`;
}
