/** "Stap 2 van 3" of the onboarding, shown as a list a screen reader can read. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { screenPosition, useStep, type Facts, type ScreenPosition } from 'journey-engine-react';
import type { Progress } from '../../schemas/generated/facts.ts';

export type { Progress };

/**
 * A page's indicator (its own, else its flow's: the site's keyword, keywords/progress.ts): the
 * first step of its list whose condition holds, so a page that is step 3 of 3 of one journey and 4
 * of 4 of another says which; none where none holds. A step of several screens counts them too, so the indicator moves on each.
 */
export function StepProgress({ progress: own, facts }: { progress: Progress | undefined; facts: Facts }): ReactElement | null {
  const { flow, step } = useStep();
  const progress = own ?? flow.keywords.progress;
  const shown = (progress === undefined ? [] : Array.isArray(progress) ? progress : [progress]).find((variant) => flow.holds(variant.when, facts));
  if (!shown) return null;
  // The flow's skips are read only for an indicator that counts its screens.
  const position = shown.screens ? screenPosition(flow, step, facts) : undefined;
  return <ProgressIndicator step={shown.step} of={shown.of} screen={position && position.of > 1 ? position : undefined} />;
}

function ProgressIndicator({ step, of, screen }: { step: number; of: number; screen: ScreenPosition | undefined }): ReactElement {
  const { t } = useTranslation();
  return (
    <nav className="progress" aria-label={t('common.progress.label')}>
      <p className="progress-text">{screen ? t('common.progress.screens', { step, of, screen: screen.at, screens: screen.of }) : t('common.progress.text', { step, of })}</p>
      <ol className="progress-steps" aria-hidden="true">
        {Array.from({ length: of }, (_, index) => (
          <li key={index} className={index + 1 < step ? 'done' : index + 1 === step ? 'current' : undefined}>
            {index + 1 === step && screen ? <ScreensBar screen={screen} /> : null}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The current step's bar in as many parts as it has screens, filled up to this one (classes, not a style: the site's CSP allows no inline style). */
function ScreensBar({ screen }: { screen: ScreenPosition }): ReactElement {
  return (
    <>
      {Array.from({ length: screen.of }, (_, index) => (
        <span key={index} className={index < screen.at ? 'filled' : undefined} />
      ))}
    </>
  );
}
