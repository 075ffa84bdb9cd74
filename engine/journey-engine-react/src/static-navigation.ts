/** react-router's navigator for a render without a browser (the build's prerender): links get their href, and nothing moves. */
import { NavigationType, type Navigator } from 'react-router';
import { pathOf, type BrowserHistory } from './browser-history.ts';

const stay = (): void => undefined;

const navigator: Navigator = { createHref: pathOf, go: stay, push: stay, replace: stay };

export const staticNavigation: Pick<BrowserHistory, 'navigationType' | 'navigator'> = { navigationType: () => NavigationType.Pop, navigator };
