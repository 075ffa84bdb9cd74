/** Where the studio is: #/VIEW/ARGUMENT, so a view can be linked to and Back works. */
import { useEffect, useState } from 'react';

export function useHash(): [string[], (path: string) => void] {
  const read = (): string[] => window.location.hash.replace(/^#\/?/, '').split('/').map(decodeURIComponent);
  const [parts, setParts] = useState(read);
  useEffect(() => {
    const changed = (): void => setParts(read());
    window.addEventListener('hashchange', changed);
    return () => window.removeEventListener('hashchange', changed);
  }, []);
  return [parts, (path) => void (window.location.hash = `#/${path}`)];
}
