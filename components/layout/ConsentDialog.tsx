/**
 * The consent dialog: accept all, reject all, or a choice per category, with the strictly necessary
 * cookies always on. A first visit is asked by the page's banner (index.html), which opens this for
 * its "Zelf kiezen"; the footer reopens it. A native modal dialog: it traps focus, closes on Escape
 * (no choice is saved then) and hands focus back.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { consent } from '../../config/site.json';
import { useRuntime } from 'journey-engine-react';
import { NECESSARY } from '../../services/consent.ts';

interface Props {
  /** The categories shown at once (the banner's "Zelf kiezen"), not only after "Zelf kiezen" here. */
  choosing: boolean;
  /** The choice made before, when the footer reopens the dialog. */
  granted: ReadonlySet<string> | undefined;
  onSave: (granted: readonly string[]) => void;
  onClose: () => void;
}

export default function ConsentDialog({ choosing: choosingFirst, granted, onSave, onClose }: Props): ReactElement {
  const { t } = useTranslation();
  const { externalDestinations } = useRuntime();
  const dialog = useRef<HTMLDialogElement>(null);
  const [choosing, setChoosing] = useState(choosingFirst || granted !== undefined);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(granted ?? new Set([NECESSARY]));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const toggle = (category: string, on: boolean): void => {
    const next = new Set(chosen);
    if (on) next.add(category);
    else next.delete(category);
    setChosen(next);
  };

  return (
    <dialog ref={dialog} className="consent-dialog" aria-labelledby="consent-title" aria-describedby="consent-intro" onClose={onClose}>
      <h2 id="consent-title">{t('common.consent.title')}</h2>
      <p id="consent-intro">{t('common.consent.intro')}</p>
      <p>
        <a href={externalDestinations.cookieStatement}>{t('common.consent.statement')}</a>
      </p>
      {choosing ? (
        <fieldset className="consent-categories">
          <legend>{t('common.consent.categoriesLegend')}</legend>
          {consent.categories.map((category) => (
            <div key={category} className="field field--checkbox">
              <input
                id={`consent-${category}`}
                type="checkbox"
                checked={category === NECESSARY || chosen.has(category)}
                disabled={category === NECESSARY}
                aria-describedby={`consent-${category}-hint`}
                onChange={(event) => toggle(category, event.target.checked)}
              />
              <label htmlFor={`consent-${category}`}>{t(`common.consent.categories.${category}.label`)}</label>
              <p id={`consent-${category}-hint`} className="field-hint">
                {t(`common.consent.categories.${category}.description`)}
              </p>
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className="consent-actions">
        <button type="button" className="button button--primary" onClick={() => onSave(consent.categories)}>
          {t('common.consent.acceptAll')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => onSave([NECESSARY])}>
          {t('common.consent.rejectAll')}
        </button>
        {choosing ? (
          <button type="button" className="button button--secondary" onClick={() => onSave([...chosen])}>
            {t('common.consent.save')}
          </button>
        ) : (
          <button type="button" className="button button--link" onClick={() => setChoosing(true)}>
            {t('common.consent.choose')}
          </button>
        )}
      </div>
    </dialog>
  );
}
