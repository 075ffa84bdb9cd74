/**
 * The ways to help of the onboarding pages (spec 001 section 2.1): the help center, a message to
 * customer service, WhatsApp and phone, each with the hours it is answered (placeholder numbers and
 * the hours of spec 000 section 9 in config/site.json's customerService), feedback and the privacy
 * statement. The help sidebar and the help button's modal list the same.
 */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerService } from '../../config/site.json';
import { useRuntime } from 'journey-engine-react';

/** wa.me takes the number's digits, country code first; a phone link dials from the Netherlands, so +31 for the leading 0. */
const whatsappHref = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
const phoneHref = (number: string) => `tel:${number.replace(/\s/g, '').replace(/^0/, '+31')}`;

export function HelpLinks(): ReactElement {
  const { t } = useTranslation();
  const { externalDestinations } = useRuntime();
  const { whatsapp, phone, hours } = customerService;
  return (
    <ul className="help-links">
      <li>
        <a href={externalDestinations.helpCenter}>{t('common.help.helpCenter')}</a>
      </li>
      <li>
        <Link to="/contact">{t('common.help.contact')}</Link>
      </li>
      <li>
        <a href={whatsappHref(whatsapp)}>{t('common.help.whatsapp', { number: whatsapp })}</a>
        <span className="help-hours">{t('common.help.hours', hours.whatsapp)}</span>
      </li>
      <li>
        <a href={phoneHref(phone)}>{t('common.help.phone', { number: phone })}</a>
        <span className="help-hours">{t('common.help.hours', hours.phone)}</span>
      </li>
      <li>
        <a href={externalDestinations.feedback}>{t('common.help.feedback')}</a>
      </li>
      <li>
        <a href={externalDestinations.privacyStatement}>{t('common.help.privacy')}</a>
      </li>
    </ul>
  );
}

/** Beside the onboarding pages' content on a wide screen; below it, the help button offers the same. */
// memo: the page's chrome is not rendered again each time the runtime shows a step (the first page's next step waits on it).
export const HelpSidebar = memo(function HelpSidebar(): ReactElement {
  const { t } = useTranslation();
  return (
    <aside className="help-sidebar" aria-labelledby="help-sidebar-title">
      <h2 id="help-sidebar-title">{t('common.help.title')}</h2>
      <HelpLinks />
    </aside>
  );
});
