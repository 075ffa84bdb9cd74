/**
 * A file of the project as written, its lines numbered and the line a link names marked and
 * scrolled to: where every view's file:line leads. Only files the studio reads are served.
 */
import { useEffect, useRef, type ReactElement } from 'react';
import { useAnswer } from './use-answer.ts';

export function SourceView({ file, line, version }: { file: string; line: number; version: number }): ReactElement {
  const { answer, key } = useAnswer<{ text: string }>(`/api/source?file=${encodeURIComponent(file)}`, version);
  const source = { key: answer.key, text: answer.value?.text, error: answer.error };
  const marked = useRef<HTMLLIElement>(null);
  useEffect(() => marked.current?.scrollIntoView({ block: 'center' }), [answer, line]);
  return (
    <section className="source" aria-labelledby="source-title">
      <h1 id="source-title">
        {file}:{line}
      </h1>
      <button type="button" onClick={() => window.history.back()}>
        Terug
      </button>
      {source.key === key && source.error && <p role="alert">{source.error}</p>}
      {source.key === key && source.text !== undefined && (
        <ol className="lines" tabIndex={0} aria-label={`De regels van ${file}`}>
          {source.text.split('\n').map((text, index) => (
            <li key={index} ref={index + 1 === line ? marked : undefined} aria-current={index + 1 === line ? 'location' : undefined}>
              <code>{text || ' '}</code>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
