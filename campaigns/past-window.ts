/**
 * The rule a campaign whose last day is before today breaks (date-words.ts): a warning in validate,
 * a save the studio asks to confirm. A module without imports, which the studio's browser code reads too.
 */
export const PAST_WINDOW = 'window-in-past';
