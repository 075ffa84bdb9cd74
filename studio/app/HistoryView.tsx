/**
 * A campaign file's history (#/geschiedenis/FILE): its concept's own commits on its branch, then the
 * versions main has had (git log), each with when, who and why; "Terugzetten" makes a version the
 * concept again (a commit on the campaign's branch and the file in the work tree), for review as
 * any change. Nothing is lost: the version it replaces stays in the history.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { Version } from '../publish.ts';

const when = new Intl.DateTimeFormat('nl-NL', { timeZone: 'Europe/Amsterdam', dateStyle: 'long', timeStyle: 'short' });
const ON: Record<Version['on'], string> = { main: 'live (main)', concept: 'concept' };

export function HistoryView({ file, version }: { file: string; version: number }): ReactElement {
  const [history, setHistory] = useState<{ versions?: Version[]; error?: string }>();
  const [status, setStatus] = useState<{ text: string; alert?: boolean }>();
  const [turn, setTurn] = useState(0);
  useEffect(() => {
    let current = true;
    void fetch(`/api/campaign/history?file=${encodeURIComponent(file)}`)
      .then(async (response) => (await response.json()) as { versions?: Version[]; error?: string })
      .then((body) => current && setHistory(body));
    return () => {
      current = false;
    };
  }, [file, version, turn]);

  const revert = (entry: Version): void => {
    setStatus({ text: 'Terugzetten…' });
    void fetch('/api/campaign/revert', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file, commit: entry.commit }) })
      .then(async (response) => ({ ok: response.ok, body: (await response.json()) as { commit?: string; error?: string } }))
      .then(({ ok, body }) => {
        setStatus(
          ok
            ? { text: `Teruggezet naar de versie van ${when.format(new Date(entry.date))}: als concept vastgelegd (${body.commit?.slice(0, 7)}).` }
            : { text: body.error ?? 'Niet gelukt.', alert: true },
        );
        setTurn((previous) => previous + 1);
      });
  };

  return (
    <div className="history">
      <h1>Geschiedenis van {file}</h1>
      <p>
        <a href={`#/bewerken/${file}`}>Bewerken</a>
      </p>
      {status && (
        <p role={status.alert ? 'alert' : 'status'} className="save-status">
          {status.text}
        </p>
      )}
      {!history ? (
        <p>De geschiedenis wordt gelezen…</p>
      ) : history.error ? (
        <p role="alert">{history.error}</p>
      ) : (
        <ol className="versions">
          {(history.versions ?? []).map((entry, index) => (
            <li key={entry.commit}>
              <p>
                <strong>{entry.message}</strong>
              </p>
              <p>
                {when.format(new Date(entry.date))} · {entry.author} · {ON[entry.on]} · <code>{entry.commit.slice(0, 7)}</code>
              </p>
              {index > 0 && (
                <button type="button" onClick={() => revert(entry)}>
                  Terugzetten naar deze versie
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
