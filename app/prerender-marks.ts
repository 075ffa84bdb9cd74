/**
 * How a prerendered page is marked (tools/build-static-site.ts writes it, journey-engine-react's mountPage reads it). A
 * prerendered page is the page of a new visitor. A visitor with a session, or an address with a
 * query, may be shown another page, so the HTML holds theirs back from the first paint: a tiny
 * script in the page's head (tools/head-script.ts) marks the document, and the stylesheet
 * then shows the loading state in place of the prerendered content until the site's script has
 * rendered the visitor's own page.
 */
export const WAITING_ATTRIBUTE = 'data-waiting';

/** Set by the head script when the site's script does not load: the page shows index.html's template of that id instead. */
export const NOT_LOADED_ATTRIBUTE = 'data-not-loaded';
export const NOT_LOADED_TEMPLATE = 'page-not-loaded';
