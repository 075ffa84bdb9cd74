/** The footer of every page group but the bare one: year, company info, contact, cookie settings and statements. */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHydrated, useRuntime } from 'journey-engine-react';
import { openConsentSettings } from './ConsentHost.tsx';
import { Logo } from './Logo.tsx';

// memo: the page's chrome is not rendered again each time the runtime shows a step (the first page's next step waits on it).
export const Footer = memo(function Footer(): ReactElement {
  const { t } = useTranslation();
  const { externalDestinations, siteName } = useRuntime();
  const hydrated = useHydrated();
  return (
    <footer className="site-footer">
      <Logo />
      <nav aria-label={t('common.footer.label', { siteName })}>
        <ul>
          <li>
            <Link to="/bedrijfsgegevens">{t('common.footer.companyInfo')}</Link>
          </li>
          <li>
            <Link to="/contact">{t('common.footer.contact')}</Link>
          </li>
          <li>
            <button type="button" className="link-button" aria-haspopup="dialog" disabled={!hydrated} onClick={openConsentSettings}>
              {t('common.footer.cookieSettings')}
            </button>
          </li>
          <li>
            <a href={externalDestinations.accessibilityStatement}>{t('common.footer.accessibility')}</a>
          </li>
          <li>
            <a href={externalDestinations.termsAndConditions}>{t('common.footer.terms')}</a>
          </li>
        </ul>
      </nav>
      {/* The year is the visitor's: a page prerendered last year leaves it out, and hydrates without a mismatch. */}
      <p className="copyright">{hydrated ? t('common.footer.copyright', { year: new Date().getFullYear(), siteName }) : t('common.footer.copyrightUndated', { siteName })}</p>
    </footer>
  );
});
