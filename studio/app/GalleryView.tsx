/**
 * Every page a journey case passes, rendered on the server by the site's own components (as the
 * build prerenders), each at 375 px and 1280 px with what an axe scan of it finds.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { LoadedModel } from './use-model.ts';
import { AxeResult } from './AxeResult.tsx';

interface ShownPage {
  step: string;
  location: string;
  title: string;
}

const WIDTHS = [375, 1280] as const;

export function GalleryView({ model, flow, caseIndex, select }: { model: LoadedModel; flow?: string; caseIndex?: string; select: (path: string) => void }): ReactElement {
  const flows = Object.keys(model.cases).sort();
  const chosenFlow = flow && model.cases[flow] ? flow : flows[0];
  const cases = chosenFlow ? (model.cases[chosenFlow] ?? []) : [];
  const chosen = cases.find((candidate) => String(candidate.index) === caseIndex) ?? cases[0];
  const [pages, setPages] = useState<{ key: string; pages?: ShownPage[]; error?: string }>({ key: '' });
  const key = `${model.version} ${chosenFlow} ${chosen?.index}`;
  useEffect(() => {
    if (!chosenFlow || !chosen) return;
    let current = true;
    fetch(`/api/gallery?flow=${encodeURIComponent(chosenFlow)}&case=${chosen.index}`)
      .then(async (response) => {
        const body = (await response.json()) as { pages?: ShownPage[]; error?: string };
        if (current) setPages(response.ok ? { key, pages: body.pages } : { key, error: body.error });
      })
      .catch((error: unknown) => current && setPages({ key, error: String(error) }));
    return () => {
      current = false;
    };
  }, [key, chosenFlow, chosen]);
  return (
    <div className="gallery">
      <h1>Galerij</h1>
      <div className="choices">
        <label>
          Reis
          <select value={chosenFlow} onChange={(event) => select(`${event.target.value}/0`)}>
            {flows.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </label>
        <label>
          Journey case
          <select value={chosen?.index} onChange={(event) => select(`${chosenFlow}/${event.target.value}`)}>
            {cases.map((candidate) => (
              <option key={candidate.index} value={candidate.index}>
                {candidate.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      {chosen && (
        <p className="where">
          {chosen.file}
          {pages.key === key && pages.pages && ` · pad: ${pages.pages.map((page) => page.step).join(' → ') || 'geen pagina'}`}
        </p>
      )}
      {pages.key !== key && <p>De pagina's worden gemaakt…</p>}
      {pages.key === key && pages.error && <p role="alert">{pages.error}</p>}
      {pages.key === key &&
        pages.pages?.map((page, index) => (
          <section key={`${key} ${index}`} className="gallery-page" aria-labelledby={`page-${index}`} data-step={page.step}>
            <h2 id={`page-${index}`}>
              {index + 1}. {page.step} <span className="where">{page.location}</span>
            </h2>
            <div className="frames">
              {WIDTHS.map((width) => (
                <figure key={width} className={`frame frame-${width}`}>
                  <AxeResult
                    src={`/gallery/page?flow=${encodeURIComponent(chosenFlow ?? '')}&case=${chosen?.index}&page=${index}&v=${model.version}`}
                    width={width}
                    title={`${page.title}: ${page.step} op ${width} px`}
                  />
                  <figcaption>{width} px</figcaption>
                </figure>
              ))}
            </div>
          </section>
        ))}
    </div>
  );
}
