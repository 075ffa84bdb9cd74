/**
 * The site's own tests in Node; the browser's (browser/) are Playwright's. The engine's React
 * binding is run through Vite like the site's code, so both import the one react-router Vite
 * resolves: Node's own import of it would pick react-router's CommonJS build, another module with
 * another router context, and the site's links would find no router.
 */
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({ test: { exclude: [...configDefaults.exclude, 'browser/**'], server: { deps: { inline: ['journey-engine-react'] } } } });
