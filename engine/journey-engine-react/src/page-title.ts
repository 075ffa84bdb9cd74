/** Names the page in the browser's tab and for screen readers: "<title> | <site>" (SiteConfig's siteName). */
import { useEffect } from 'react';
import { useRuntime } from './runtime.tsx';

export function usePageTitle(title: string): void {
  const { siteName, titled } = useRuntime();
  // A page with no title of its own yet (a still before its loads) is the site's.
  const full = title ? `${title} | ${siteName}` : siteName;
  // A render without a document (the build's prerender) runs no effect: it is told the title as it renders.
  titled?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
