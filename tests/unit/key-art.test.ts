/**
 * The key art: the names, sizes and aspects the renderer, the validator and the component share
 * (components/key-art.ts); the renderer's refusals and its files (tools/art-renderer.ts); an offer
 * whose art lacks a size, found by the validator at landing.image with the file named; the
 * project's art rendered in every size; and the <picture> the component makes of it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { placeholderImage } from '../../campaigns/scaffolds.ts';
import { artAspect, artFile, artFiles, artHeight } from '../../components/key-art.ts';
import { KeyArt } from '../../components/KeyArt.tsx';
import { createValidator } from 'journey-engine/validate';
import { ArtError, artNames, checkArt, missingArt, renderArt, staleArt, viewBoxOf } from '../../tools/art-renderer.ts';
import { flowSources, loadValidationProject, offersOf, ROOT } from '../../tools/project.ts';
import { runTool } from '../support/run-tool.ts';

describe('the shared names and sizes', () => {
  it('knows each kind of art by its name, with its aspect', () => {
    expect(artAspect('partner-ziggo')).toEqual([8, 3]);
    expect(artAspect('home')).toEqual([8, 3]);
    expect(artAspect('plans')).toEqual([8, 3]);
    expect(artAspect('tier-premium')).toEqual([16, 9]);
    expect(artAspect('banner')).toBeUndefined();
    expect(artHeight('partner-ziggo', 960)).toBe(360);
    expect(artHeight('tier-essential', 1440)).toBe(810);
  });

  it('names every width in every format, as the site serves them', () => {
    expect(artFile('home', 480, 'avif')).toBe('/art/home-480.avif');
    expect(artFiles('tier-standard')).toEqual([
      '/art/tier-standard-480.avif',
      '/art/tier-standard-960.avif',
      '/art/tier-standard-1440.avif',
      '/art/tier-standard-480.webp',
      '/art/tier-standard-960.webp',
      '/art/tier-standard-1440.webp',
    ]);
  });
});

describe("an offer's art in the validator", () => {
  const project = loadValidationProject();
  const file = 'flows/partners/ziggo.offer.json';
  const others = flowSources().filter((source) => source.file !== file);
  const text = readFileSync(join(ROOT, file), 'utf8');
  const validate = (publicFiles: ReadonlySet<string>) => createValidator({ ...project, publicFiles })([{ file, text }], others).diagnostics;
  const without = (...missing: string[]) => new Set([...project.publicFiles].filter((served) => !missing.includes(served)));
  const imageLine = text.split('\n').findIndex((line) => line.includes('"image"')) + 1;

  it('passes with every size', () => {
    expect(validate(project.publicFiles)).toEqual([]);
  });

  it('fails at /landing/image when one size is missing, naming that file and how to make it', () => {
    expect(validate(without('/art/partner-ziggo-480.avif'))).toEqual([
      expect.objectContaining({
        file,
        rule: 'missing-image',
        pointer: '/landing/image',
        line: imageLine,
        message: 'public/art/partner-ziggo-480.avif ontbreekt: maak de formaten van art/partner-ziggo.svg met npm run art',
      }),
    ]);
  });

  it('names each missing size, and says to draw the art when none is there', () => {
    const [some] = validate(without('/art/partner-ziggo-960.webp', '/art/partner-ziggo-1440.webp'));
    expect(some?.message).toBe('public/art/partner-ziggo-960.webp en public/art/partner-ziggo-1440.webp ontbreken: maak de formaten van art/partner-ziggo.svg met npm run art');
    const [none] = validate(without(...artFiles('partner-ziggo')));
    expect(none).toMatchObject({ rule: 'missing-image', pointer: '/landing/image' });
    expect(none?.message).toBe('"partner-ziggo" heeft nog geen formaten in public/art/: teken art/partner-ziggo.svg en maak ze met npm run art, of verbeter landing.image');
  });
});

describe("the project's art", () => {
  it('has a source for every offer, home, the plan choice and each shown tier, each rendered in every size, and nothing stale', () => {
    const names = artNames();
    const offers = [...offersOf(createValidator(loadValidationProject())(flowSources())).values()];
    expect(names).toEqual(expect.arrayContaining(['home', 'plans', 'tier-essential', 'tier-standard', 'tier-premium', ...offers.map((offer) => offer.landing.image)]));
    expect(missingArt(names)).toEqual([]);
    expect(staleArt(names)).toEqual([]);
  });

  it('passes npm run art -- --check, which renders nothing, and refuses a name of no source', () => {
    const check = runTool('tools/key-art.ts', '--check');
    expect(check.status, check.stderr).toBe(0);
    expect(check.stdout).toContain('alles is er');
    const unknown = runTool('tools/key-art.ts', '--check', 'partner-bestaat-niet');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('art/partner-bestaat-niet.svg bestaat niet');
  });

  it('has the aspect of its kind in each source', () => {
    for (const name of artNames()) expect(() => checkArt(name, readFileSync(join(ROOT, 'art', `${name}.svg`), 'utf8')), name).not.toThrow();
  });
});

describe('the renderer', () => {
  const work = mkdtempSync(join(tmpdir(), 'key-art-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('reads the viewBox, and refuses a name of no kind or a viewBox of another aspect', () => {
    expect(viewBoxOf('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1440 540">')).toEqual([1440, 540]);
    expect(viewBoxOf('<svg width="10" height="10">')).toBeUndefined();
    expect(() => checkArt('partner-x', '<svg viewBox="0 0 1280 720"/>')).toThrow(ArtError);
    expect(() => checkArt('partner-x', '<svg viewBox="0 0 1280 720"/>')).toThrow('art/partner-x.svg: de viewBox is 1280 × 720, maar deze afbeelding is 8:3');
    expect(() => checkArt('banner', '<svg viewBox="0 0 1440 540"/>')).toThrow('"banner" is geen soort afbeelding van de site');
    expect(checkArt('tier-x', '<svg viewBox="0 0 1280 720"/>')).toEqual([1280, 720]);
  });

  it('renders a placeholder to every width and format, its height from its aspect, and names the files of a source that is gone', async () => {
    const places = { artDir: join(work, 'art'), publicDir: join(work, 'public') };
    mkdirSync(places.artDir);
    writeFileSync(join(places.artDir, 'partner-test.svg'), placeholderImage('Test & Co'));
    expect((await renderArt('partner-test', places)).sort()).toEqual(artFiles('partner-test').sort());
    for (const file of artFiles('partner-test')) {
      const { width, height, format } = await sharp(join(places.publicDir, file)).metadata();
      const [, size, extension] = /-(\d+)\.(\w+)$/.exec(file) ?? [];
      expect({ width, height, format }).toEqual({ width: Number(size), height: artHeight('partner-test', Number(size)), format: extension === 'avif' ? 'heif' : 'webp' });
    }
    expect(missingArt(['partner-test'], places)).toEqual([]);
    expect(missingArt(['partner-other'], places)).toEqual(artFiles('partner-other'));
    expect(staleArt([], places).sort()).toEqual(artFiles('partner-test').sort());
  });
});

describe('the component', () => {
  it('offers AVIF then WebP in every width, with the 960 WebP as the fallback in the art’s own proportions', () => {
    const html = renderToStaticMarkup(createElement(KeyArt, { name: 'partner-ziggo', alt: 'De namen Ziggo en Videoland' }));
    expect(html).toBe(
      '<picture>' +
        '<source type="image/avif" srcSet="/art/partner-ziggo-480.avif 480w, /art/partner-ziggo-960.avif 960w, /art/partner-ziggo-1440.avif 1440w" sizes="(min-width: 60rem) 60rem, 100vw"/>' +
        '<source type="image/webp" srcSet="/art/partner-ziggo-480.webp 480w, /art/partner-ziggo-960.webp 960w, /art/partner-ziggo-1440.webp 1440w" sizes="(min-width: 60rem) 60rem, 100vw"/>' +
        '<img class="key-art" src="/art/partner-ziggo-960.webp" alt="De namen Ziggo en Videoland" width="960" height="360" decoding="async" loading="lazy"/>' +
        '</picture>',
    );
  });

  it('loads art above the fold at once and first, and takes the sizes and a class it is given', () => {
    const html = renderToStaticMarkup(createElement(KeyArt, { name: 'tier-premium', alt: '', priority: true, sizes: '50vw', className: 'tier-card__art' }));
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain(
      '<img class="key-art tier-card__art" src="/art/tier-premium-960.webp" alt="" width="960" height="540" decoding="async" loading="eager" fetchPriority="high"/>',
    );
  });
});
