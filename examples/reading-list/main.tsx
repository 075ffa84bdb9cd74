/**
 * The reading list in the browser: the route table, a reader's visit with the list kept in this
 * browser, and the page, hydrated where the build prerendered the step the runtime decided.
 */
import { loadRoutes } from 'virtual:journey';
import { browserHistory, mountPage } from 'journey-engine-react';
// The press before the script runs, which this site adds (with earlyPressScript in vite.config.ts).
import { actOnKeptPress } from 'journey-engine-react/early-press';
import { answersStore, compiledFlowModule, flowModuleLoader } from 'journey-engine/runtime';
import { ReadingList, readingListRuntime, readingListService } from './site.tsx';
// Each step type's stylesheet, from its folder (steps/TYPE/*.css): a new step type's comes with it.
// The entry takes them, not the components, which Node also imports (the engine's command line, the
// prerender, Vite's configuration) and which cannot import a stylesheet there.
import.meta.glob('./steps/*/*.css', { eager: true });

const LIST_KEY = 'reading-list:books';

function storedBooks(): string[] {
  try {
    const books: unknown = JSON.parse(localStorage.getItem(LIST_KEY) ?? '[]');
    return Array.isArray(books) ? books.map(String) : [];
  } catch {
    return [];
  }
}

const routes = await loadRoutes();
const history = browserHistory(window);
const list = readingListService(storedBooks(), (books) => localStorage.setItem(LIST_KEY, JSON.stringify(books)));
const runtime = readingListRuntime({
  outlines: routes.outlines,
  history,
  loadFlow: flowModuleLoader(routes.loaders, compiledFlowModule),
  services: new Map([['list.add', async () => list.operation]]),
  answers: answersStore(sessionStorage),
  report: (error) => console.error(error.message, error.detail),
});
await runtime.journey.idle();
// A press made before this script ran, whose answers the step takes, goes on now: the page it
// leads to is then rendered in place of the prerendered one, not hydrated.
const pressed = actOnKeptPress(runtime.journey);
if (pressed) await runtime.journey.idle();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
// Hydrated where the build prerendered the step the runtime shows, else rendered anew.
mountPage(root, <ReadingList runtime={runtime} history={history} />, { shown: runtime.journey.getSnapshot().render, pressed });
