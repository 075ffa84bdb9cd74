/** The campaign studio's page: its views over the project's files, the overview first, and what the validator found. */
import { StrictMode, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { CalendarView } from './CalendarView.tsx';
import { DiagramView } from './DiagramView.tsx';
import { EditorView } from './editor/EditorView.tsx';
import { ExplainView } from './ExplainView.tsx';
import { GalleryView } from './GalleryView.tsx';
import { HistoryView } from './HistoryView.tsx';
import { OverviewView } from './OverviewView.tsx';
import { SourceLink } from './SourceLink.tsx';
import { SourceView } from './SourceView.tsx';
import { VisitorsView } from './VisitorsView.tsx';
import { useHash } from './use-hash.ts';
import { useModel } from './use-model.ts';
import './studio.css';

const VIEWS = [
  ['overzicht', 'Overzicht'],
  ['diagrammen', 'Diagrammen'],
  ['galerij', 'Galerij'],
  ['uitleg', 'Uitleg van een pad'],
  ['bezoekers', 'Wie ziet wat'],
  ['kalender', 'Kalender'],
] as const;

function Studio(): ReactElement {
  const { model, error } = useModel();
  const [[first, ...rest], go] = useHash();
  // The studio's own address, without a view, is its start.
  const view = first || 'overzicht';
  return (
    <>
      <header className="studio-header">
        <p className="studio-name">Studio</p>
        <nav aria-label="Weergaven">
          <ul>
            {VIEWS.map(([id, name]) => (
              <li key={id}>
                <a href={`#/${id}`} aria-current={view === id ? 'page' : undefined}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main data-version={model?.version}>
        {error && <p role="alert">De studio kan het project niet lezen: {error}</p>}
        {model && model.diagnostics.length > 0 && (
          <section className="diagnostics" aria-labelledby="diagnostics-title">
            <h2 id="diagnostics-title">De validatie vond {model.diagnostics.length === 1 ? 'één fout' : `${model.diagnostics.length} fouten`}</h2>
            <ul>
              {model.diagnostics.map((line) => {
                // A finding starts with where it is: file:line:column.
                const where = /^(\S+?):(\d+):\d+/.exec(line);
                return (
                  <li key={line}>
                    {where?.[1] ? <SourceLink file={where[1]} line={Number(where[2])} /> : null} <code>{where ? line.slice(where[0].length) : line}</code>
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        {!model && !error && <p>De studio leest het project…</p>}
        {model && view === 'overzicht' && <OverviewView model={model} />}
        {model && view === 'diagrammen' && <DiagramView model={model} selected={rest.join('/')} select={(id) => go(`diagrammen/${id}`)} />}
        {model && view === 'galerij' && <GalleryView model={model} path={rest} select={(path) => go(`galerij/${path}`)} />}
        {model && view === 'uitleg' && <ExplainView model={model} />}
        {model && view === 'bezoekers' && <VisitorsView model={model} path={rest} select={(path) => go(`bezoekers/${path}`)} />}
        {model && view === 'kalender' && <CalendarView model={model} />}
        {model && view === 'bewerken' && <EditorView model={model} path={rest} go={go} />}
        {model && view === 'geschiedenis' && <HistoryView file={rest.join('/')} version={model.version} />}
        {model && view === 'bron' && <SourceView file={rest.slice(1).join('/')} line={Number(rest[0]) || 1} version={model.version} />}
      </main>
    </>
  );
}

const root = document.getElementById('studio');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Studio />
    </StrictMode>,
  );
