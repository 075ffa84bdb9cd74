/** npm run build: dist/, the reading list for any static host: its pages prerendered, its flows' chunks, the hosts' rules. */
import { buildStaticSite } from 'journey-engine/vite';

const { pages, skipped } = await buildStaticSite({ configFile: 'vite.config.ts', prerender: 'prerender.tsx', configLoader: 'native' });
console.log(`${pages.length} pages prerendered${skipped.length > 0 ? `; not: ${skipped.map(({ route, why }) => `${route} (${why})`).join(', ')}` : ''}`);
