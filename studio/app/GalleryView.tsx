/**
 * Every page a journey case passes, rendered on the server by the site's own components (as the
 * build prerenders), each at 375 px and 1280 px with what an axe scan of it finds; and each offer's
 * landing page and each promotion's plan choice on a day inside its window.
 */
import type { ReactElement } from 'react';
import { useAnswer } from './use-answer.ts';
import { Labelled } from './Labelled.tsx';
import { SourceLink } from './SourceLink.tsx';
import type { LoadedModel } from './use-model.ts';
import { AxeResult } from './AxeResult.tsx';

interface ShownPage {
  step: string;
  location: string;
  title: string;
}

const WIDTHS = [375, 1280] as const;

const CAMPAIGN = 'campagne';

/** path: [FLOW, CASE] for a journey case, or ['campagne', ...FILE] for a campaign file. */
export function GalleryView({ model, path, select }: { model: LoadedModel; path: string[]; select: (path: string) => void }): ReactElement {
  const flows = Object.keys(model.cases).sort();
  const campaign = path[0] === CAMPAIGN ? model.campaignPages.find((page) => page.id === path.slice(1).join('/')) : undefined;
  const chosenFlow = campaign ? undefined : path[0] && model.cases[path[0]] ? path[0] : flows[0];
  const cases = chosenFlow ? (model.cases[chosenFlow] ?? []) : [];
  const chosen = cases.find((candidate) => String(candidate.index) === path[1]) ?? cases[0];
  const query = campaign ? `campaign=${encodeURIComponent(campaign.id)}` : `flow=${encodeURIComponent(chosenFlow ?? '')}&case=${chosen?.index ?? 0}`;
  const { answer, key } = useAnswer<{ pages: ShownPage[] }>(`/api/gallery?${query}`, model.version);
  const pages = { key: answer.key, pages: answer.value?.pages, error: answer.error };
  return (
    <div className="gallery">
      <h1>Galerij</h1>
      <div className="choices">
        <Labelled label="Reis of campagne">
          {(id) => (
            <select id={id} value={campaign ? `${CAMPAIGN}/${campaign.id}` : `${chosenFlow}/0`} onChange={(event) => select(event.target.value)}>
              <optgroup label="Reizen, met hun journey cases">
                {flows.map((flowId) => (
                  <option key={flowId} value={`${flowId}/0`}>
                    {flowId}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Aanbiedingen en acties, op een dag waarop ze lopen">
                {model.campaignPages.map((page) => (
                  <option key={page.id} value={`${CAMPAIGN}/${page.id}`}>
                    {page.title} ({page.address} op {page.day})
                  </option>
                ))}
              </optgroup>
            </select>
          )}
        </Labelled>
        {!campaign && (
          <Labelled label="Journey case">
            {(id) => (
              <select id={id} value={chosen?.index} onChange={(event) => select(`${chosenFlow}/${event.target.value}`)}>
                {cases.map((candidate) => (
                  <option key={candidate.index} value={candidate.index}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
        )}
      </div>
      {campaign && (
        <p className="where">
          {campaign.id}: {campaign.address}, zoals een nieuwe bezoeker het ziet op {campaign.day} (de klok van de sandbox)
        </p>
      )}
      {!campaign && chosen && (
        <p className="where">
          <SourceLink file={chosen.file} line={chosen.line} />
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
                  <AxeResult src={`/gallery/page?${query}&page=${index}&v=${model.version}`} width={width} title={`${page.title}: ${page.step} op ${width} px`} />
                  <figcaption>{width} px</figcaption>
                </figure>
              ))}
            </div>
          </section>
        ))}
    </div>
  );
}
