/**
 * Scroll positions as a visitor expects them (spec 001 section 9.5): a new page starts at the top;
 * Back and Forward return to where the page was left. The page may still be loading its flow when
 * the visitor arrives, so the position is tried every 50 ms for up to 3000 ms, until the page is
 * tall enough to reach it.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const RETRY_MS = 50;
const GIVE_UP_MS = 3000;
const KEY = 'scroll-positions';

function positions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

export function ScrollRestorer(): null {
  const location = useLocation();
  const navigationType = useNavigationType();
  const documentsFirstPage = useRef(true);
  // While a position is being restored, the page's own position is not yet the visitor's.
  const restoring = useRef(false);

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  // Where this page is scrolled to, kept for the visit under its history entry as the visitor
  // scrolls: by the time the next page shows, a shorter page may have moved the scroll already.
  // That move is not this page's: once the history has gone on (react-router keeps its key in the
  // entry's state), a scroll is left to the next page's listener. The position is taken when the
  // visitor scrolls and written on the next frame, or at once when the page is left before it
  // (a link clicked, a reload, another site). Leaving the document takes the position as it is:
  // the visitor may have scrolled a prerendered page before its script listened.
  useEffect(() => {
    let frame = 0;
    let taken: number | undefined;
    const stillThisPage = () => ((window.history.state as { key?: string } | null)?.key ?? 'default') === location.key;
    const write = () => {
      cancelAnimationFrame(frame);
      if (taken === undefined) return;
      sessionStorage.setItem(KEY, JSON.stringify({ ...positions(), [location.key]: taken }));
      taken = undefined;
    };
    const save = () => {
      if (!stillThisPage()) return;
      taken = window.scrollY;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(write);
    };
    const leave = () => {
      if (stillThisPage() && !restoring.current) taken = window.scrollY;
      write();
    };
    // The visitor may have scrolled the prerendered page before its script listened, and then leave
    // it by a link (no pagehide): where it stands when the script takes over is the first position.
    if (window.scrollY > 0) save();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', leave);
    return () => {
      write();
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', leave);
    };
  }, [location.key]);

  useEffect(() => {
    // A link to a part of a page goes there, as the browser takes it.
    if (location.hash && navigationType !== 'POP') return;
    const target = navigationType === 'POP' ? (positions()[location.key] ?? 0) : 0;
    // A page just loaded starts at the top (scrollRestoration is manual): scrolling there would
    // only force the browser to lay the page out before its first paint.
    const fresh = documentsFirstPage.current;
    documentsFirstPage.current = false;
    if (fresh && target === 0) return;
    const started = Date.now();
    const attempt = (): boolean => {
      window.scrollTo(0, target);
      return Math.abs(window.scrollY - target) < 1 || Date.now() - started >= GIVE_UP_MS;
    };
    if (attempt()) return;
    restoring.current = true;
    const stop = () => {
      restoring.current = false;
      clearInterval(timer);
    };
    const timer = setInterval(() => {
      if (attempt()) stop();
    }, RETRY_MS);
    return stop;
  }, [location.key, location.hash, navigationType]);

  return null;
}
