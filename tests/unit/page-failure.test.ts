/** Which failure a page error is: the words browsers and Vite use for a chunk or stylesheet that did not load. */
import { describe, expect, it } from 'vitest';
import { failureOf } from '../../components/layout/PageErrorBoundary.tsx';

describe('failureOf', () => {
  it.each([
    [new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/contact-1.js'), 'ChunkLoadError'],
    [new TypeError('Importing a module script failed.'), 'ChunkLoadError'],
    [new TypeError('error loading dynamically imported module: http://localhost/assets/contact-1.js'), 'ChunkLoadError'],
    [Object.assign(new Error('the code of flow contact did not load in 120000 ms'), { name: 'ChunkLoadError' }), 'ChunkLoadError'],
    [new Error('Unable to preload CSS for /assets/contact-1.css'), 'CSS_CHUNK_LOAD_FAILED'],
    [new TypeError("Cannot read properties of undefined (reading 'title')"), 'RENDER_ERROR'],
    ['a thrown string', 'RENDER_ERROR'],
  ])('%s is %s', (error, failure) => {
    expect(failureOf(error)).toBe(failure);
  });
});
