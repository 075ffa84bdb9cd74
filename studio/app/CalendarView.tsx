/**
 * Every promotion and partner offer window on a timeline, with the overlaps and gaps the calendar
 * finds (studio/calendar.ts), and a day to look at: the sandbox's clock is set to it and the plan
 * choice, a landing page and Mijn abonnement show as the site shows them then.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import type { CalendarItem } from '../calendar.ts';
import { Labelled } from './Labelled.tsx';
import { SourceLink } from './SourceLink.tsx';
import type { LoadedModel } from './use-model.ts';

const DAY = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY;

export function CalendarView({ model }: { model: LoadedModel }): ReactElement {
  const { calendar } = model;
  const start = dayNumber(calendar.from);
  const span = dayNumber(calendar.until) - start + 1;
  const years = Array.from({ length: Number(calendar.until.slice(0, 4)) - Number(calendar.from.slice(0, 4)) + 1 }, (_, index) => Number(calendar.from.slice(0, 4)) + index);
  const at = (day: string | undefined, open: number): number => ((day === undefined ? open : dayNumber(day) - start) / span) * 100;
  const troubled = new Set(calendar.problems.flatMap((problem) => problem.items));
  const [chosen, choose] = useState<CalendarItem>();
  return (
    <div className="calendar">
      <h1>Kalender</h1>
      <section aria-labelledby="problems-title">
        <h2 id="problems-title">
          {calendar.problems.length === 0 ? 'Geen overlap of gaten' : `${calendar.problems.length} ${calendar.problems.length === 1 ? 'probleem' : 'problemen'}`}
        </h2>
        <ul className="problems">
          {calendar.problems.map((problem, index) => (
            <li key={index} data-kind={problem.kind}>
              {problem.message}
            </li>
          ))}
        </ul>
      </section>
      <div className="timeline" role="list" aria-label={`Acties en aanbiedingen van ${calendar.from} tot en met ${calendar.until}`}>
        <div className="years" aria-hidden="true">
          {years.map((year) => (
            <span key={year} style={{ left: `${at(`${year}-01-01`, 0)}%` }}>
              {year}
            </span>
          ))}
        </div>
        {calendar.items.map((item) => (
          <div key={item.id} className="row" role="listitem">
            <span className="row-name">{item.title}</span>
            <button
              type="button"
              className={`bar bar-${item.kind}${troubled.has(item.id) ? ' bar-problem' : ''}`}
              data-item={item.id}
              style={{ left: `${at(item.from, 0)}%`, width: `${Math.max(0.4, at(item.until, span - 1) - at(item.from, 0) + 100 / span)}%` }}
              onClick={() => choose(item)}
              aria-label={`${item.title}: ${item.from ?? 'altijd'} tot en met ${item.until ?? 'zonder einde'}`}
            />
          </div>
        ))}
      </div>
      {chosen && (
        <aside className="item-panel" aria-labelledby="item-title">
          <h2 id="item-title">{chosen.title}</h2>
          <p>
            {chosen.kind === 'promotion' ? 'Actie' : 'Aanbieding'} van {chosen.from ?? 'altijd'} tot en met {chosen.until ?? 'zonder einde'}
          </p>
          <p>
            <SourceLink file={chosen.file} line={chosen.line} />
          </p>
          <ul>
            {chosen.lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </aside>
      )}
      <DayPreview model={model} />
    </div>
  );
}

/** The site on a chosen day: the sandbox's clock is moved, the site's pages framed. */
function DayPreview({ model }: { model: LoadedModel }): ReactElement {
  const landings = [...new Set(model.campaignPages.filter((page) => page.kind === 'offer').map((page) => page.address))].sort();
  const [day, setDay] = useState('');
  const [landing, setLanding] = useState(landings[0] ?? '/');
  const [shown, setShown] = useState<{ day: string; stamp: number; now?: string; error?: string }>();
  const look = (event: FormEvent): void => {
    event.preventDefault();
    fetch('/api/clock', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(day ? { day } : {}) })
      .then(async (response) => {
        const body = (await response.json()) as { now?: string; error?: string };
        setShown({ day, stamp: Date.now(), now: body.now, error: response.ok ? undefined : body.error });
      })
      .catch((error: unknown) => setShown({ day, stamp: Date.now(), error: String(error) }));
  };
  const pages: [string, string][] = [
    ['De keuze van abonnementen', '/abonnementen'],
    ['Landingspagina', landing],
    ['Mijn abonnement', '/mijn-abonnement'],
  ];
  return (
    <section className="day-preview" aria-labelledby="day-title">
      <h2 id="day-title">De site op een dag</h2>
      <form onSubmit={look}>
        <Labelled label="Datum">{(id) => <input id={id} type="date" value={day} onChange={(event) => setDay(event.target.value)} />}</Labelled>
        <Labelled label="Landingspagina">
          {(id) => (
            <select id={id} value={landing} onChange={(event) => setLanding(event.target.value)}>
              {landings.map((route) => (
                <option key={route}>{route}</option>
              ))}
            </select>
          )}
        </Labelled>
        <button type="submit">{day ? 'Bekijk de site op deze dag' : 'Bekijk de site vandaag'}</button>
      </form>
      {shown?.error && <p role="alert">{shown.error}</p>}
      {shown?.now && (
        <>
          <p>Elk frame is de site zelf: een keuze voor cookies of een login in één frame geldt voor alle. Log in als demogebruiker om Mijn abonnement te zien.</p>
          <p role="status" data-clock={shown.now}>
            De klok van de sandbox staat op {new Date(shown.now).toLocaleString('nl-NL', { timeZone: 'Europe/Amsterdam' })}.
          </p>
          <div className="frames">
            {pages.map(([name, route]) => (
              <figure key={name} className="frame">
                <iframe src={`${model.siteUrl}${route}?studio=${shown.stamp}`} title={`${name} op ${shown.day || 'vandaag'}`} width={375} height={640} />
                <figcaption>
                  {name} <code>{route}</code>
                </figcaption>
              </figure>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
