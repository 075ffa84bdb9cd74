/** The brand's mark (logo-mark.ts, in the page itself) and its name beside it, leading home: in the header and the footer. */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRuntime } from 'journey-engine-react';
import { MARK_URL } from './logo-mark.ts';

// memo: the page's chrome is not rendered again each time the runtime shows a step (the first page's next step waits on it).
export const Logo = memo(function Logo(): ReactElement {
  const { siteName } = useRuntime();
  const { t } = useTranslation();
  return (
    <Link to="/" className="logo" aria-label={t('common.home', { siteName })}>
      {/* The link's name says where it leads; the mark is its picture only. */}
      <img src={MARK_URL} alt="" width={32} height={32} />
      <span>{siteName}</span>
    </Link>
  );
});
