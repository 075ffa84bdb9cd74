/** The brand's mark (public/logo.svg) and its name beside it, leading home: in the header and the footer. */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntime } from 'journey-engine-react';

export function Logo(): ReactElement {
  const { siteName } = useRuntime();
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('common.home', { siteName })}>
      {/* The link's name says where it leads; the mark is its picture only. */}
      <img src="/logo.svg" alt="" width={32} height={32} />
      <span>{siteName}</span>
    </Link>
  );
}
