/** The route groups of spec 001 section 2.1, one layout each; flows name theirs in "layout". */
import { useEffect, useRef, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigationType } from 'react-router';
import type { Layouts } from 'journey-engine-react';
import { useRuntime } from 'journey-engine-react';
import { Footer } from './Footer.tsx';
import { HelpButton } from './HelpButton.tsx';
import { HelpSidebar } from './HelpLinks.tsx';
import { Logo } from './Logo.tsx';
import { PageErrorBoundary } from './PageErrorBoundary.tsx';

function SkipLink(): ReactElement {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('common.skipToContent')}
    </a>
  );
}

/**
 * After a navigation inside the site, focus moves to the new page's heading, so that a screen
 * reader announces it and the keyboard goes on from the top of the content, as after a page load.
 * Where the page is scrolled to is the ScrollRestorer's: after Back the heading may be out of view.
 */
function useFocusOnNavigation(): void {
  const { pathname } = useLocation();
  // The page a document opened on keeps the browser's focus; a first page that a press made
  // before the script ran moved on to (a push) is a navigation like any other.
  const navigationType = useNavigationType();
  const keepsFocus = useRef(navigationType !== 'PUSH');
  useEffect(() => {
    if (keepsFocus.current) {
      keepsFocus.current = false;
      return;
    }
    const focusHeading = (): boolean => {
      const heading = document.querySelector<HTMLElement>('main h1');
      if (!heading) return false;
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    // The page is still loading what it shows (a load of its flow): its heading gets the focus once it is there.
    const main = document.querySelector('main');
    if (!main) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}

/** content: the page's step; aside: what stands beside it on a wide screen (help); children: what follows (help button, footer). */
function Page({
  className,
  header,
  content,
  aside,
  children,
}: {
  className: string;
  header?: ReactNode;
  content: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
}): ReactElement {
  useFocusOnNavigation();
  const { pathname } = useLocation();
  return (
    <div className={`page ${className}`}>
      <SkipLink />
      {header}
      <div className="page-body">
        <main id="main" tabIndex={-1}>
          {/* A new page starts without the last one's failure. */}
          <PageErrorBoundary key={pathname}>{content}</PageErrorBoundary>
        </main>
        {aside}
      </div>
      {children}
    </div>
  );
}

/** The way to log in for an anonymous visitor, on every onboarding page but the login's own. */
function LoginLink(): ReactElement | null {
  const { t } = useTranslation();
  const { session } = useRuntime();
  const { pathname } = useLocation();
  const isLoggedIn = () => session.facts().user?.loggedIn === true;
  // A page is hydrated only for a visitor without a session, as the build rendered it: the session as it stands is the server's too.
  const loggedIn = useSyncExternalStore(session.subscribe, isLoggedIn, isLoggedIn);
  if (loggedIn || pathname.startsWith('/inloggen')) return null;
  return (
    <nav aria-label={t('common.header.label')}>
      <Link to="/inloggen">{t('common.header.login')}</Link>
    </nav>
  );
}

/** column: the onboarding's column, the help sidebar beside it on a wide screen; wide: the same, wider; showcase: the page's full width, as a streaming service opens, the help in the header. */
type OnboardingWidth = 'column' | 'wide' | 'showcase';

function OnboardingLayout({ width, children }: { width: OnboardingWidth; children: ReactNode }): ReactElement {
  return (
    <Page
      className={`page--onboarding${width === 'column' ? '' : ` page--${width}`}`}
      content={children}
      header={
        <header className="site-header">
          <Logo />
          {/* Where no help sidebar stands beside the content, the help is the header's, in the flow of the page: nothing floats over its content. */}
          <div className="site-header-actions">
            <LoginLink />
            <HelpButton />
          </div>
        </header>
      }
      aside={width === 'showcase' ? undefined : <HelpSidebar />}
    >
      <Footer />
    </Page>
  );
}

function AccountLayout({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation();
  return (
    <Page
      className="page--account"
      content={children}
      header={
        <header className="site-header site-header--account">
          <Logo />
          <nav aria-label={t('common.account.label')}>
            <Link to="/">{t('common.account.home')}</Link>
            <Link to="/mijn-abonnement">{t('common.account.settings')}</Link>
          </nav>
        </header>
      }
    >
      <Footer />
    </Page>
  );
}

export const layouts: Layouts = {
  onboarding: ({ children }) => <OnboardingLayout width="column">{children}</OnboardingLayout>,
  'onboarding-wide': ({ children }) => <OnboardingLayout width="wide">{children}</OnboardingLayout>,
  showcase: ({ children }) => <OnboardingLayout width="showcase">{children}</OnboardingLayout>,
  account: AccountLayout,
  plain: ({ children }) => (
    <Page className="page--plain" content={children}>
      <Footer />
    </Page>
  ),
  bare: ({ children }) => <Page className="page--bare" content={children} />,
};
