/**
 * What a page shows when it cannot be shown (spec 001 sections 4.6 and 9.5): a code chunk or its
 * stylesheet that did not load (reported as ChunkLoadError or CSS_CHUNK_LOAD_FAILED), or any other
 * error while rendering. Instead of a blank page the visitor reads a Dutch message with a way to
 * try again, in the page's own layout; the error goes to the error reporter.
 */
import { Component, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RuntimeContext, type SiteRuntime } from 'journey-engine-react';

type Failure = 'CSS_CHUNK_LOAD_FAILED' | 'ChunkLoadError' | 'RENDER_ERROR';

/** Which failure an error is: the browsers' and Vite's words for a module or stylesheet that did not load. */
export function failureOf(error: unknown): Failure {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/Unable to preload CSS/i.test(message)) return 'CSS_CHUNK_LOAD_FAILED';
  if (/ChunkLoadError|dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(message)) return 'ChunkLoadError';
  return 'RENDER_ERROR';
}

function PageFailed({ failure }: { failure: Failure }): ReactElement {
  const { t } = useTranslation();
  return (
    <section className="step step--message" data-failure={failure}>
      <h1>{t('common.pageFailed.title')}</h1>
      <p>{t(failure === 'RENDER_ERROR' ? 'common.pageFailed.render' : 'common.pageFailed.chunk')}</p>
      {/* A module that failed to load stays failed in this page's module map: only a new load fetches it again. */}
      <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
        {t('common.pageFailed.retry')}
      </button>
    </section>
  );
}

export class PageErrorBoundary extends Component<{ children: ReactNode }, { failure?: Failure }> {
  static override contextType = RuntimeContext;
  declare context: SiteRuntime | null;
  override state: { failure?: Failure } = {};

  static getDerivedStateFromError(error: unknown): { failure: Failure } {
    return { failure: failureOf(error) };
  }

  override componentDidCatch(error: unknown): void {
    const failure = failureOf(error);
    this.context?.report({
      message: failure === 'RENDER_ERROR' ? 'a page failed to render' : 'a code chunk failed to load',
      code: failure,
      detail: error instanceof Error ? error.message : error,
    });
  }

  override render(): ReactNode {
    return this.state.failure ? <PageFailed failure={this.state.failure} /> : this.props.children;
  }
}
