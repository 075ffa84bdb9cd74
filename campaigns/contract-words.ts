/**
 * The Dutch words of a campaign file read against what it sells. A promotion's or a partner offer's
 * words (its name, its landing page, its terms) are written by hand; its data (each plan's months
 * and period, its tier, its free days) is what the catalog makes and the payment service sells. The
 * visitor agrees to the words and is charged by the data, so they must agree: a duration the words
 * name must be one the file sells (terms-duration-not-sold), a tier they name one of its plans'
 * (terms-tier-not-sold), and a free trial they promise one its plans give, as long (terms-trial-not-sold).
 *
 * Only a number or Dutch numeral followed by a unit is a duration ("12 maanden", "drie maanden", "een
 * half jaar", "2 weken"): a date ("1 september 2026") has a month's name after its number, not a unit.
 * Not a duration of the sale: a period ("per maand", "per 3 maanden", checked against the payment's
 * period), an activation deadline ("binnen 30 dagen", "30 dagen na de uitnodiging", checked against a
 * promotion's eligibility.activationWithinDays), an age ("18 jaar of ouder"), a notice ("1 dag voor de
 * volgende betaling") and the legal cooling-off ("14 dagen bedenktijd").
 */
import type { Finding } from 'journey-engine/validate';
import type { PartnerOffer } from '../schemas/generated/offer.ts';
import type { Promotion } from '../schemas/generated/promotion.ts';

/** The Dutch numerals the words may write a number of months, weeks or days with ("Eén" begins a sentence). */
const NUMERALS: Readonly<Record<string, number>> = {
  een: 1,
  één: 1,
  eén: 1,
  twee: 2,
  drie: 3,
  vier: 4,
  vijf: 5,
  zes: 6,
  zeven: 7,
  acht: 8,
  negen: 9,
  tien: 10,
  elf: 11,
  twaalf: 12,
  dertien: 13,
  veertien: 14,
  vijftien: 15,
  zestien: 16,
  zeventien: 17,
  achttien: 18,
  negentien: 19,
  twintig: 20,
  vierentwintig: 24,
  dertig: 30,
};

/** A tier as the site names it (copy/nl/activation.json, "tiers"); a tier with ads bears its tier's name. */
const TIER_NAMES: Readonly<Record<string, string>> = {
  free: 'TV Gemist',
  essential: 'Basis',
  standard: 'Plus',
  'standard-with-ads': 'Plus',
  premium: 'Premium',
  'premium-with-ads': 'Premium',
};

const NUMBER = `\\d+|${Object.keys(NUMERALS).join('|')}`;
/** A word's edges in the patterns: no letter or digit before or after it. */
const NOT_AFTER_LETTER = '(?<![\\p{L}\\p{N}])';
const NOT_BEFORE_LETTER = '(?![\\p{L}\\p{N}])';
/** A pattern of whole words: any of its alternatives, with no letter or digit either side. */
export const wholeWords = (pattern: string): string => `${NOT_AFTER_LETTER}(?:${pattern})${NOT_BEFORE_LETTER}`;
const DURATION = new RegExp(
  `${NOT_AFTER_LETTER}(?<!\\d[,.])(?:(?<number>${NUMBER})\\s+)?(?<half>half\\s+)?(?<unit>maanden|maand|jaar|weken|week|dagen|dag)${NOT_BEFORE_LETTER}`,
  'giu',
);
const TIER = new RegExp(wholeWords([...new Set(Object.values(TIER_NAMES))].join('|')), 'gu');
export const TRIAL = new RegExp(`(?:gratis\\s+)?proefperiode|${NOT_AFTER_LETTER}(?:(?:${NUMBER})\\s+)?(?:dagen|weken|dag|week)\\s+gratis`, 'iu');
const TRIAL_DENIED = /(?:geen|zonder)\s+(?:gratis\s+)?proefperiode|proefperiode.*?(?:vervalt|vervallen|gelden niet|geldt niet|niet van toepassing)/iu;
const FREE = new RegExp(wholeWords('gratis'), 'iu');

/** A text's sentences, where what the words say of one thing (a trial and its length, a price and "gratis") stands together. */
export const sentencesOf = (text: string): string[] => text.split(/(?<=[.!?;])\s+/u);

/** The value of a number written in digits or as a Dutch numeral ("twaalf"), or undefined. */
export function numeral(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMERALS[word.toLowerCase()];
}

/**
 * A duration the words name: how long something sold lasts (`length`), what one payment covers
 * (`period`, "per 3 maanden") or the days to activate in (`deadline`, "binnen 30 dagen"); in months,
 * or in days for weeks and days (a week is 7).
 */
export interface Duration {
  phrase: string;
  kind: 'length' | 'period' | 'deadline';
  unit: 'months' | 'days';
  amount: number;
}

/** Every duration a text names, in order; dates, ages, notices and "per maand" are none. */
export function readDurations(text: string): Duration[] {
  return [...text.matchAll(DURATION)].flatMap((match): Duration[] => {
    const { number, half, unit } = match.groups as { number?: string; half?: string; unit: string };
    const lower = unit.toLowerCase();
    // "een half jaar" and "half jaar" are 6 months; a unit without a number ("per maand", "elke maand") is no duration.
    const count = number === undefined ? (half === undefined ? undefined : 1) : numeral(number);
    if (count === undefined || (half !== undefined && (lower !== 'jaar' || count !== 1))) return [];
    const before = /(\p{L}+)\s+$/u.exec(text.slice(0, match.index))?.[1]?.toLowerCase() ?? '';
    const after = text.slice(match.index + match[0].length);
    const inMonths = ['maand', 'maanden', 'jaar'].includes(lower);
    const amount = (half === undefined ? count : 0.5) * (lower === 'jaar' ? 12 : lower === 'week' || lower === 'weken' ? 7 : 1);
    const duration = (kind: Duration['kind'], phrase = match[0]): Duration[] => [{ phrase, kind, unit: inMonths ? 'months' : 'days', amount }];
    if (['per', 'elke', 'iedere'].includes(before)) return duration('period', `${before} ${match[0]}`);
    if (lower === 'jaar' && (before === 'vanaf' || /^\s+(?:(?:en|of)\s+(?:ouder|jonger)|oud)/iu.test(after))) return [];
    if (inMonths) return duration('length');
    if (/^\s+(?:bedenktijd|voor\s+(?:de|het|je|elke|iedere)\s)/iu.test(after)) return [];
    if (before === 'binnen') return duration('deadline', `binnen ${match[0]}`);
    if (/^\s+na\s/iu.test(after)) return duration('deadline');
    return duration('length');
  });
}

/** One thing a file sells and where its data says so ("plans/0/months"). */
interface Sold<T = number> {
  value: T;
  where: string;
}

/** What a campaign file sells, as its words may name it. */
interface Sale {
  /** The kind as the messages name it. */
  noun: 'actie' | 'aanbieding';
  /** The months its prices last (undefined: not read, the file lacks the months it must have). */
  months?: Sold[];
  /** The months one payment covers. */
  periods: Sold[];
  /** Its free days; none without a trial. */
  trials: Sold[];
  /** Why it has no trial, when it has none. */
  noTrial: string;
  /** Whether every plan has the trial (then words that it has none are wrong). */
  trialForAll: boolean;
  tiers: Sold<string>[];
  /** The days to activate in: null when a promotion sets none, undefined when the kind has no such field. */
  deadline?: Sold | null;
}

/** The words of a promotion (its name and terms) against its plans and eligibility. */
export function checkPromotionWords(promotion: Promotion): Finding[] {
  const plans = promotion.plans.map((plan, index) => ({ plan, at: `plans/${index}` }));
  const trialApplies = promotion.eligibility.trialApplies !== false;
  const withinDays = promotion.eligibility.activationWithinDays;
  const sale: Sale = {
    noun: 'actie',
    months: plans.flatMap(({ plan, at }) => [
      { value: plan.months, where: `${at}/months` },
      ...(plan.periodMonths === undefined ? [] : [{ value: plan.periodMonths, where: `${at}/periodMonths` }]),
    ]),
    periods: plans
      .filter(({ plan }) => !plan.oneTimePayment)
      .map(({ plan, at }) => ({ value: plan.periodMonths ?? 1, where: plan.periodMonths === undefined ? `${at}, zonder periodMonths` : `${at}/periodMonths` })),
    trials: trialApplies ? plans.flatMap(({ plan, at }) => (plan.trialDays === undefined ? [] : [{ value: plan.trialDays, where: `${at}/trialDays` }])) : [],
    noTrial: trialApplies ? 'geen plan van deze actie heeft trialDays' : 'eligibility.trialApplies van deze actie is false',
    trialForAll: trialApplies && plans.every(({ plan }) => plan.trialDays !== undefined),
    tiers: plans.map(({ plan, at }) => ({ value: TIER_NAMES[plan.tier] ?? plan.tier, where: `${at}/tier` })),
    deadline: withinDays === undefined ? null : { value: withinDays, where: 'eligibility/activationWithinDays' },
  };
  return checkWords(sale, promotionTexts(promotion));
}

/** The words of a promotion a visitor reads, each with its place in the file: its name and its terms. */
export function promotionTexts(promotion: Promotion): [pointer: string, text: string][] {
  return [
    ['/name', promotion.name],
    ['/terms/title', promotion.terms.title],
    ['/terms/description', promotion.terms.description],
    ...promotion.terms.text.map((text, index): [string, string] => [`/terms/text/${index}`, text]),
  ];
}

/** The words of an offer a visitor reads, each with its place in the file: its landing page and its terms. */
export function offerTexts(offer: PartnerOffer): [pointer: string, text: string][] {
  return [
    ['/landing/title', offer.landing.title],
    ...offer.landing.description.map((text, index): [string, string] => [`/landing/description/${index}`, text]),
    ['/landing/primaryButton', offer.landing.primaryButton],
    ['/terms/title', offer.terms.title],
    ...offer.terms.text.map((text, index): [string, string] => [`/terms/text/${index}`, text]),
  ];
}

/** The words of a partner offer (its landing page and terms) against its plan. */
export function checkOfferWords(offer: PartnerOffer): Finding[] {
  const { plan } = offer;
  const sale: Sale = {
    noun: 'aanbieding',
    // An entitlement or action code without months is missing-property already: its words are not read against them.
    months: plan.months !== undefined ? [{ value: plan.months, where: 'plan/months' }] : plan.activation === 'purchase' ? [] : undefined,
    periods: [{ value: 1, where: 'plan/priceCents, een prijs per maand' }],
    trials: plan.trialDays === undefined ? [] : [{ value: plan.trialDays, where: 'plan/trialDays' }],
    noTrial: 'het plan van deze aanbieding heeft geen trialDays',
    trialForAll: plan.trialDays !== undefined,
    tiers: [{ value: TIER_NAMES[plan.tier] ?? plan.tier, where: 'plan/tier' }],
  };
  return checkWords(sale, offerTexts(offer));
}

/** "6 maanden (plans/0/months) en 12 maanden (plans/1/months)": each value once, where it is first. */
function listed<T>(sold: Sold<T>[], say: (value: T) => string): string {
  const first = new Map<T, string>();
  for (const { value, where } of sold) if (!first.has(value)) first.set(value, where);
  const items = [...first].map(([value, where]) => `${say(value)} (${where})`);
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

const months = (value: number) => `${value} ${value === 1 ? 'maand' : 'maanden'}`;
const days = (value: number) => `${value} ${value === 1 ? 'dag' : 'dagen'}`;
const sells = <T>(sold: Sold<T>[], value: T) => sold.some((entry) => entry.value === value);

function checkWords(sale: Sale, texts: [string, string][]): Finding[] {
  const findings = new Map<string, Finding>();
  for (const [pointer, text] of texts) {
    const at = (rule: string, message: string): void => {
      findings.set(`${pointer} ${rule} ${message}`, { rule, message, pointer, atKey: false });
    };
    for (const [name] of text.matchAll(TIER)) {
      if (!sells(sale.tiers, name)) at('terms-tier-not-sold', `de tekst zegt "${name}", maar deze ${sale.noun} verkoopt ${listed(sale.tiers, String)}`);
    }
    for (const sentence of sentencesOf(text)) checkSentence(sale, sentence, at);
  }
  return [...findings.values()];
}

/** One sentence's durations and free trial: a sentence is where a trial's words and its length stand together. */
function checkSentence(sale: Sale, sentence: string, at: (rule: string, message: string) => void): void {
  const durations = readDurations(sentence);
  const inDays = durations.filter((duration) => duration.kind === 'length' && duration.unit === 'days');
  const denied = TRIAL_DENIED.exec(sentence)?.[0];
  // "2 weken gratis", "gratis proefperiode", or a number of days or weeks in a sentence that says gratis ("kijk je 2 weken Plus gratis").
  const trial = denied === undefined ? (TRIAL.exec(sentence)?.[0] ?? (FREE.test(sentence) ? inDays[0]?.phrase : undefined)) : undefined;
  const trialSays = (phrase: string) => `de tekst zegt "${phrase}", maar de gratis proefperiode van deze ${sale.noun} is ${listed(sale.trials, days)}`;

  if (denied !== undefined && sale.trialForAll) at('terms-trial-not-sold', `de tekst zegt "${denied}", maar deze ${sale.noun} geeft ${listed(sale.trials, days)} gratis`);
  if (trial !== undefined && sale.trials.length === 0) at('terms-trial-not-sold', `de tekst belooft een gratis proefperiode ("${trial}"), maar ${sale.noTrial}`);

  for (const duration of durations) {
    const said = `de tekst zegt "${duration.phrase}"`;
    if (duration.kind === 'period') {
      // "per maand" is every plan's way of saying its price; another period must be one a payment covers.
      if (duration.unit === 'months' && (duration.amount === 1 || sells(sale.periods, duration.amount))) continue;
      at(
        'terms-duration-not-sold',
        sale.periods.length === 0
          ? `${said}, maar deze ${sale.noun} wordt één keer betaald, niet per periode`
          : `${said}, maar één betaling van deze ${sale.noun} geldt voor ${listed(sale.periods, months)}`,
      );
    } else if (duration.kind === 'deadline') {
      if (sale.deadline === null) at('terms-duration-not-sold', `${said}, maar deze ${sale.noun} heeft geen eligibility.activationWithinDays`);
      else if (sale.deadline !== undefined && sale.deadline.value !== duration.amount)
        at('terms-duration-not-sold', `${said}, maar deze ${sale.noun} geeft ${listed([sale.deadline], days)} om te activeren`);
    } else if (duration.unit === 'months') {
      if (sale.months === undefined || sells(sale.months, duration.amount)) continue;
      at(
        'terms-duration-not-sold',
        sale.months.length === 0
          ? `${said}, maar deze ${sale.noun} verkoopt geen maanden (plan/months staat er niet in)`
          : `${said}, maar deze ${sale.noun} verkoopt ${listed(sale.months, months)}`,
      );
    } else if (denied !== undefined || sells(sale.trials, duration.amount)) {
      // "De gratis proefperiode van 14 dagen geldt niet" names the trial it does not give.
    } else if (trial !== undefined) {
      if (sale.trials.length > 0) at('terms-trial-not-sold', trialSays(duration.phrase));
    } else {
      at('terms-duration-not-sold', sale.trials.length === 0 ? `${said}, maar deze ${sale.noun} verkoopt geen weken of dagen: ${sale.noTrial}` : trialSays(duration.phrase));
    }
  }
}
