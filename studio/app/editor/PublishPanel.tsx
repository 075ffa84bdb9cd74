/**
 * Where a saved campaign stands in git (studio/publish.ts), beside the editor: live on main, a
 * concept on its own branch, or in review; "Klaar voor review" runs the campaign's check and, when it
 * passes, marks the concept for review with a commit, and shows what it changes against main.
 * Nothing leaves this computer: a reviewer merges the branch, as any change of the project.
 */
import { useEffect, useState, type ReactElement } from 'react';
import type { ReviewResult } from '../../drafts.ts';
import type { PublishState } from '../../publish.ts';

/** The state's words, as the overview says them too. */
export function stateWords(state: PublishState): string[] {
  return [
    ...(state.live ? ['Live'] : []),
    ...(state.draft ? [state.draft.inReview ? 'In review' : 'Concept'] : []),
    ...(!state.live && !state.draft ? ['Nog niet bewaard in git'] : []),
  ];
}

export function PublishPanel({ file, version }: { file: string; version: number }): ReactElement {
  const [state, setState] = useState<PublishState & { error?: string }>();
  const [review, setReview] = useState<ReviewResult | { error: string }>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    let current = true;
    void fetch(`/api/campaign/state?file=${encodeURIComponent(file)}`)
      .then(async (response) => (await response.json()) as PublishState & { error?: string })
      .then((body) => current && setState(body));
    return () => {
      current = false;
    };
  }, [file, version, review]);

  const askReview = (): void => {
    if (busy) return;
    setBusy(true);
    setReview(undefined);
    void fetch('/api/campaign/review', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ file }) })
      .then(async (response) => (await response.json()) as ReviewResult | { error: string })
      .then(setReview)
      .finally(() => setBusy(false));
  };

  return (
    <section className="publish" aria-labelledby="publish-title">
      <h2 id="publish-title">Publiceren</h2>
      {!state ? (
        <p>De stand in git wordt gelezen…</p>
      ) : state.error ? (
        <p>{state.error}</p>
      ) : (
        <>
          <p data-testid="publish-state">
            {stateWords(state).join(' · ')}
            {state.draft && (
              <>
                {' '}
                op branch <code>{state.draft.branch}</code> ({state.draft.commit.slice(0, 7)})
              </>
            )}
          </p>
          <p>Opslaan bewaart je wijziging als concept op een eigen branch; main en de live site veranderen pas als iemand die branch samenvoegt. Er wordt niets verstuurd.</p>
          <p className="publish-actions">
            <button type="button" onClick={askReview} disabled={!state.draft || state.draft.inReview} aria-busy={busy || undefined}>
              Klaar voor review
            </button>{' '}
            <a href={`#/geschiedenis/${file}`}>Geschiedenis</a>
          </p>
          {busy && <p role="status">De controle loopt (npm run campaign:check)…</p>}
          {review && 'error' in review && <p role="alert">{review.error}</p>}
          {review && 'report' in review && (
            <div className="review-result">
              <p role={review.ready ? 'status' : 'alert'}>
                {review.ready ? `Klaar voor review: vastgelegd op de branch (${review.commit?.slice(0, 7)}).` : 'Niet klaar voor review: de controle vond iets om op te lossen.'}
              </p>
              <ul className="review-report">
                {review.report.map((line, index) => (
                  <li key={index}>{line}</li>
                ))}
              </ul>
              {review.diff && (
                <>
                  <h3>Wat er verandert ten opzichte van main</h3>
                  <pre className="diff" tabIndex={0} aria-label="Verschil met main">
                    {review.diff}
                  </pre>
                </>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}
