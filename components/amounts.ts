/**
 * An amount stays on one line with its euro sign: "€ 3,99" as written in copy and in campaign files
 * (with a plain space) is shown with a non-breaking one, as the euro operator writes amounts, so a
 * narrow screen never breaks "€" away from "3,99". Every text a page shows from copy (i18next's
 * post-processor, app/copy.ts) and from a campaign's data (its landing page and terms) passes here.
 */
export const keepAmountsTogether = (text: string): string => text.replace(/€ (?=[\d-])/g, '€\u00a0');
