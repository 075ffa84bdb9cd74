/**
 * A page in a frame of a given width, and what axe-core finds on it once it has loaded: the same
 * scan the browser tests run on the site (axe-core from the studio's server, run in the frame).
 */
import { useRef, useState, type ReactElement } from 'react';

interface Violation {
  id: string;
  impact?: string;
  help: string;
  nodes: unknown[];
}

type AxeWindow = Window & { axe?: { run(context: Document): Promise<{ violations: Violation[] }> } };

function scan(frame: HTMLIFrameElement): Promise<Violation[]> {
  const view = frame.contentWindow as AxeWindow | null;
  const document = frame.contentDocument;
  if (!view || !document) return Promise.reject(new Error('het frame heeft geen pagina'));
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${window.location.origin}/axe.js`;
    script.onload = () => {
      view.axe?.run(document).then((result) => resolve(result.violations), reject);
    };
    script.onerror = () => reject(new Error('axe-core kon niet laden'));
    document.head.append(script);
  });
}

export function AxeResult({ src, width, title }: { src: string; width: number; title: string }): ReactElement {
  const frame = useRef<HTMLIFrameElement>(null);
  const [result, setResult] = useState<{ src: string; violations?: Violation[]; error?: string }>();
  const current = result?.src === src ? result : undefined;
  return (
    <>
      <div className="frame-box" style={{ width: Math.min(width, 640), height: width === 375 ? 640 : 480 }}>
        <iframe
          ref={frame}
          src={src}
          title={title}
          width={width}
          height={width === 375 ? 640 : 960}
          style={{ transform: `scale(${Math.min(1, 640 / width)})`, transformOrigin: '0 0' }}
          onLoad={() => {
            if (frame.current)
              scan(frame.current).then(
                (violations) => setResult({ src, violations }),
                (error: unknown) => setResult({ src, error: String(error) }),
              );
          }}
        />
      </div>
      <p className="axe" data-axe={current?.violations ? current.violations.length : undefined} role="status">
        {!current && 'axe scant…'}
        {current?.error && `axe kon niet scannen: ${current.error}`}
        {current?.violations && (current.violations.length === 0 ? 'axe: geen problemen' : `axe: ${current.violations.length} problemen`)}
      </p>
      {current?.violations && current.violations.length > 0 && (
        <ul className="violations">
          {current.violations.map((violation) => (
            <li key={violation.id}>
              <code>{violation.id}</code> ({violation.impact}): {violation.help}, {violation.nodes.length}×
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
