/**
 * Every promotion and partner offer window on a timeline, with what the validator finds in their
 * files (studio/calendar.ts), zoomed from all years to one year or one month, so that a two-week
 * campaign is a bar one can read and click; and a day to look at: the sandbox's clock is set to it
 * and the plan choice, a landing page and Mijn abonnement show as the site shows them then.
 */
import { useState, type FormEvent, type ReactElement } from 'react';
import type { CalendarItem } from '../calendar.ts';
import { DUTCH_MONTHS } from '../../operators/dutch-date.ts';
import { Labelled } from './Labelled.tsx';
import { SourceLink } from './SourceLink.tsx';
import type { LoadedModel } from './use-model.ts';

const DAY = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY;

const pad = (value: number): string => String(value).padStart(2, '0');
const lastDayOf = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The days the timeline shows, with its marks: all years, one year (its months) or one month (its weeks). */
function shownWindow(calendar: LoadedModel['calendar'], year: string, month: string): { from: string; until: string; marks: { day: string; label: string }[] } {
  if (year === '') {
    const first = Number(calendar.from.slice(0, 4));
    const years = Array.from({ length: Number(calendar.until.slice(0, 4)) - first + 1 }, (_, index) => first + index);
    return { from: calendar.from, until: calendar.until, marks: years.map((each) => ({ day: `${each}-01-01`, label: String(each) })) };
  }
  if (month === '') {
    return { from: `${year}-01-01`, until: `${year}-12-31`, marks: DUTCH_MONTHS.map((name, index) => ({ day: `${year}-${pad(index + 1)}-01`, label: name.slice(0, 3) })) };
  }
  const last = lastDayOf(Number(year), Number(month));
  return {
    from: `${year}-${month}-01`,
    until: `${year}-${month}-${pad(last)}`,
    marks: [1, 8, 15, 22, 29].filter((day) => day <= last).map((day) => ({ day: `${year}-${month}-${pad(day)}`, label: `${day} ${DUTCH_MONTHS[Number(month) - 1]?.slice(0, 3)}` })),
  };
}

export function CalendarView({ model }: { model: LoadedModel }): ReactElement {
  const { calendar } = model;
  const [year, setYear] = useState('');
  const [month, setMonth] = useState('');
  const shown = shownWindow(calendar, year, month);
  const start = dayNumber(shown.from);
  const span = dayNumber(shown.until) - start + 1;
  const firstYear = Number(calendar.from.slice(0, 4));
  const years = Array.from({ length: Number(calendar.until.slice(0, 4)) - firstYear + 1 }, (_, index) => String(firstYear + index));
  // Where a day stands on the timeline, in percent, held to its ends: a window wider than the view fills it.
  const at = (day: string | undefined, open: number): number => Math.min(100, Math.max(0, ((day === undefined ? open : dayNumber(day) - start) / span) * 100));
  const inView = (item: CalendarItem): boolean => (item.from === undefined || item.from <= shown.until) && (item.until === undefined || item.until >= shown.from);
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
      <form className="zoom" onSubmit={(event) => event.preventDefault()}>
        <Labelled label="Jaar">
          {(id) => (
            <select
              id={id}
              value={year}
              onChange={(event) => {
                setYear(event.target.value);
                setMonth('');
              }}
            >
              <option value="">Alle jaren</option>
              {years.map((each) => (
                <option key={each}>{each}</option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label="Maand">
          {(id) => (
            <select id={id} value={month} disabled={year === ''} onChange={(event) => setMonth(event.target.value)}>
              <option value="">Het hele jaar</option>
              {DUTCH_MONTHS.map((name, index) => (
                <option key={name} value={pad(index + 1)}>
                  {name}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      </form>
      <div className="timeline" role="list" aria-label={`Acties en aanbiedingen van ${shown.from} tot en met ${shown.until}`}>
        <div className="years" aria-hidden="true">
          {shown.marks.map((mark) => (
            <span key={mark.day} style={{ left: `${at(mark.day, 0)}%` }}>
              {mark.label}
            </span>
          ))}
        </div>
        {calendar.items.filter(inView).map((item) => (
          <div key={item.id} className="row" role="listitem">
            <span className="row-name">{item.title}</span>
            <button
              type="button"
              className={`bar bar-${item.kind}${troubled.has(item.id) ? ' bar-problem' : ''}`}
              data-item={item.id}
              style={{ left: `${at(item.from, 0)}%`, width: `${Math.max(0.4, Math.min(100, at(item.until, span - 1) + 100 / span) - at(item.from, 0))}%` }}
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
