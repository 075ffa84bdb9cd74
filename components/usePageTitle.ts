/** Names the page in the browser tab and for screen readers: "<title> | <site>". */
import { useEffect } from 'react';
import { useRuntime } from '../engine/react/runtime.tsx';

export function usePageTitle(title: string): void {
  const { siteName } = useRuntime();
  useEffect(() => {
    document.title = `${title} | ${siteName}`;
  }, [title, siteName]);
}
