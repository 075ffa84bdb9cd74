/**
 * A file of the project as written, its lines numbered and the line a link names marked and
 * scrolled to: where every view's file:line leads. Only files the studio reads are served.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';

export function SourceView({ file, line, version }: { file: string; line: number; version: number }): ReactElement {
  const [source, setSource] = useState<{ key: string; text?: string; error?: string }>({ key: '' });
  const key = `${version} ${file}`;
  const marked = useRef<HTMLLIElement>(null);
  useEffect(() => {
    let current = true;
    fetch(`/api/source?file=${encodeURIComponent(file)}`)
      .then(async (response) => {
        const body = (await response.json()) as { text?: string; error?: string };
        if (current) setSource(response.ok ? { key, text: body.text } : { key, error: body.error });
      })
      .catch((error: unknown) => current && setSource({ key, error: String(error) }));
    return () => {
      current = false;
    };
  }, [key, file]);
  useEffect(() => marked.current?.scrollIntoView({ block: 'center' }), [source, line]);
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
