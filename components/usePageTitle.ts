/** Names the page in the browser tab and for screen readers: "<title> | <site>". */
import { useEffect } from 'react';
import { useRuntime } from 'journey-engine-react';

export function usePageTitle(title: string): void {
  const { siteName, titled } = useRuntime();
  const full = `${title} | ${siteName}`;
  // A render without a document (the build's prerender) runs no effect: it is told the title as it renders.
  titled?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
