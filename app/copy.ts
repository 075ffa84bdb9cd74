/** The site's copy (copy/nl): i18next with the copy every page uses; each flow adds its own as it loads (flow-module.ts). */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import common from '../copy/nl/common.json';
import { keepAmountsTogether } from '../components/amounts.ts';

export const copyReady = i18next
  .use(initReactI18next)
  .use({ type: 'postProcessor', name: 'amounts', process: (value: string) => keepAmountsTogether(value) })
  .init({
    lng: 'nl',
    resources: { nl: { translation: { common } } },
    interpolation: { escapeValue: false },
    // Keys are paths in one namespace ("common.help.title"): no key names a namespace, so none is
    // looked for in each key, which i18next does with a regular expression at every t().
    nsSeparator: false,
    // Every text, its values filled in: "€ 3,99" on one line.
    postProcess: ['amounts'],
    // Copy is data: a missing key is a validator error, never a raw key on the page.
    returnNull: false,
    // The copy is in the bundle: ready at once, not a task later behind the page's other work.
    initAsync: false,
  });
