/** "Stap 2 van 3" of the onboarding, shown as a list a screen reader can read. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from 'journey-engine-react';

export type Progress = NonNullable<Flow['progress']>;

/**
 * A page's indicator (its own, else its flow's): the first step of its list whose condition holds,
 * so a page that is step 3 of 3 of one journey and 4 of 4 of another says which; none where none holds.
 */
export function StepProgress({ progress, holds }: { progress: Progress | undefined; holds: (when: unknown) => boolean }): ReactElement | null {
  const shown = (progress === undefined ? [] : Array.isArray(progress) ? progress : [progress]).find((variant) => holds(variant.when));
  return shown ? <ProgressIndicator step={shown.step} of={shown.of} /> : null;
}

function ProgressIndicator({ step, of }: { step: number; of: number }): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="progress" aria-label={t('common.progress.label')}>
      <p className="progress-text">{t('common.progress.text', { step, of })}</p>
      <ol className="progress-steps" aria-hidden="true">
        {Array.from({ length: of }, (_, index) => (
          <li key={index} className={index + 1 < step ? 'done' : index + 1 === step ? 'current' : undefined} />
        ))}
      </ol>
    </nav>
  );
}
