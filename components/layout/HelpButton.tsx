/** The 'Hulp' button in the onboarding pages' header below the sidebar's width: opens a small modal with the ways to help (HelpLinks.tsx). */
import { memo, useRef, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from 'journey-engine-react';
import { HelpLinks } from './HelpLinks.tsx';

// memo: the page's chrome is not rendered again each time the runtime shows a step (the first page's next step waits on it).
export const HelpButton = memo(function HelpButton(): ReactElement {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  return (
    <div className="help-button-group">
      <button type="button" className="help-button" aria-haspopup="dialog" disabled={!hydrated} onClick={() => dialog.current?.showModal()}>
        {t('common.help.button')}
      </button>
      {/* A native modal dialog: it traps focus, closes on Escape and returns focus to the button. */}
      <dialog ref={dialog} className="help-dialog" aria-labelledby="help-dialog-title">
        <h2 id="help-dialog-title">{t('common.help.title')}</h2>
        <HelpLinks />
        <form method="dialog">
          <button type="submit" className="button button--secondary" disabled={!hydrated}>
            {t('common.help.close')}
          </button>
        </form>
      </dialog>
    </div>
  );
});
