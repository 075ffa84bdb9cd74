/** "Stap 2 van 3" of the onboarding, shown as a list a screen reader can read. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

export function ProgressIndicator({ step, of }: { step: number; of: number }): ReactElement {
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
