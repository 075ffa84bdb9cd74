/**
 * The studio's start: every promotion and partner offer with where it stands today in Amsterdam
 * (running until a day, starting on a day, ended on a day), what the validator found in its file,
 * and links to its diagram, its page as a visitor sees it, the calendar and the file itself.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { PublishState } from '../publish.ts';
import { stateWords } from './editor/PublishPanel.tsx';
import { dutchDate } from '../../operators/dutch-date.ts';
import type { CalendarItem } from '../calendar.ts';
import { diagramKey } from './DiagramView.tsx';
import { SourceLink } from './SourceLink.tsx';
import type { LoadedModel } from './use-model.ts';

const dutch = (day: string): string => String(dutchDate.evaluate([day]));

/** Where a campaign stands on the day: its days are Amsterdam days, both included, as the sandbox decides them. */
export function campaignState(item: Pick<CalendarItem, 'from' | 'until'>, today: string): { state: 'runs' | 'ahead' | 'over'; text: string } {
  if (item.from !== undefined && today < item.from) return { state: 'ahead', text: `Begint op ${dutch(item.from)}` };
  if (item.until !== undefined && today > item.until) return { state: 'over', text: `Afgelopen op ${dutch(item.until)}` };
  return { state: 'runs', text: item.until === undefined ? 'Loopt, zonder einddatum' : `Loopt tot en met ${dutch(item.until)}` };
}

export function OverviewView({ model }: { model: LoadedModel }): ReactElement {
  const { calendar, diagrams, today } = model;
  const [published, setPublished] = useState<Record<string, PublishState | { error: string }>>({});
  useEffect(() => {
    let current = true;
    void fetch('/api/campaign/states')
      .then(async (response) => (await response.json()) as Record<string, PublishState | { error: string }>)
      .then((states) => current && setPublished(states));
    return () => {
      current = false;
    };
  }, [model.version]);
  const order = { runs: 0, ahead: 1, over: 2 };
  const items = calendar.items
    .map((item) => ({ item, ...campaignState(item, today) }))
    .sort((a, b) => order[a.state] - order[b.state] || (a.item.from ?? '').localeCompare(b.item.from ?? ''));
  return (
    <div className="overview">
      <h1>Campagnes op {dutch(today)}</h1>
      <p>
        Elke actie en elk partneraanbod, met wat er vandaag mee is. Een nieuwe maak je hier, of met <code>npm run new:promotion</code> of <code>npm run new:partner</code>; zie
        docs/campaign-manager.md.
      </p>
      <p className="new-campaign">
        <a href="#/bewerken/nieuw/actie">Nieuwe actie</a> <a href="#/bewerken/nieuw/partneraanbod">Nieuw partneraanbod</a>
      </p>
      <ul className="campaigns">
        {items.map(({ item, state, text }) => {
          const problems = calendar.problems.filter((problem) => problem.items.includes(item.id));
          const diagram = diagrams.find((laid) => laid.graph.file === item.file);
          const headingId = `campagne-${item.id.replace(/\W+/g, '-')}`;
          return (
            <li key={item.id} className={`campaign campaign-${state}`} aria-labelledby={headingId}>
              <h2 id={headingId}>{item.title}</h2>
              <p>
                {item.kind === 'promotion' ? 'Actie' : 'Partneraanbod'} · <strong data-state={state}>{text}</strong>
                {published[item.file] && !('error' in (published[item.file] as object)) && (
                  <span className="publish-state" data-testid="publish-state">
                    {' · '}
                    {stateWords(published[item.file] as PublishState).join(' · ')}
                  </span>
                )}
              </p>
              {problems.length > 0 && (
                <ul className="problems">
                  {problems.map((problem, index) => (
                    <li key={index} data-kind={problem.kind}>
                      {problem.message}
                    </li>
                  ))}
                </ul>
              )}
              <p className="campaign-links">
                <a href={`#/bewerken/${item.file}`}>Bewerken</a> {diagram && <a href={`#/diagrammen/${diagramKey(diagram)}`}>Diagram</a>}{' '}
                <a href={`#/galerij/campagne/${item.id}`}>Pagina</a> <a href="#/kalender">Kalender</a> <a href={`#/geschiedenis/${item.file}`}>Geschiedenis</a>{' '}
                <SourceLink file={item.file} line={item.line} />
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
