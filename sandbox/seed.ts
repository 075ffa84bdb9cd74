/** Demo users in the states the journeys branch on; the README lists them. Seeded into an empty database. */
import { randomBytes } from 'node:crypto';
import { planCode, plans } from './catalog.ts';
import { isoDate } from './clock.ts';
import type { SandboxContext as Context } from './context.ts';
import type { Queryable } from './db.ts';
import { newUid } from './identity/accounts.ts';
import { hashPassword, hashPublishedPassword } from './identity/passwords.ts';
import { offerOfPlan } from './offers.ts';
import { sendPersonalCode } from './personal-codes.ts';
import { promotionById } from './promotions.ts';
import { contractDates } from './subscription/lifecycle.ts';
import { currentSubscription, termEnd } from './subscription/store.ts';
import type { ContractTerms } from './contract.ts';

export const DEMO_PASSWORD = 'Welkom123';

export interface NewUser {
  email: string;
  /** The identity provider's user id; by default a new one of 32 characters. Longer ids are those of the old platform. */
  uid?: string;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  birthdate?: string | null;
  status?: 'incomplete' | 'unverified' | 'verified';
  isPromo?: boolean;
  isInDebt?: 'NO_DEBT' | 'BAD_DEBT_ON_THIS_ACCOUNT' | 'BAD_DEBT_ON_OTHER_ACCOUNT';
  forcePasswordReset?: boolean;
  disabled?: boolean;
  /** Still on the previous platform: the account is not active on this one, which shows the new-platform notice (spec 001 section 2.7). */
  onPreviousPlatform?: boolean;
  /** The experiments the user takes part in, over the default (the trial experiment's control group): { "trialExperiment": "variant" }. */
  experiments?: Record<string, 'variant' | 'control' | null>;
  subscription?: NewSubscription;
  /** A plan (slug) the fixed-term subscription is renewed with: a future subscription from the day its term ends. */
  renewedWith?: string;
}

export interface NewSubscription {
  /** A plan slug without the product prefix (plus, basis-2-weken) or a full plan code. */
  plan: string;
  /** future: a renewal that starts on startsOn (the day its fixed-term predecessor ends). */
  status?: 'active' | 'suspended' | 'cancelled' | 'future';
  /** The first day of a future subscription (YYYY-MM-DD). */
  startsOn?: string;
  nextStatus?: 'cancelled' | 'suspended' | null;
  /** Days from now until the next status takes effect. */
  nextStatusInDays?: number;
  reseller?: string | null;
  trustedParty?: string | null;
  termType?: 'EVERGREEN' | 'TERMED';
  /** Days ago the subscription started (default 40). */
  startedDaysAgo?: number;
  allowsPaymentMethodChange?: boolean;
  /** Left by the previous platform without its tier, until fixBedrockSubscription repairs it. */
  tierUnknown?: boolean;
  /** Free days before the first charge; the plan's trial by default (a returning customer's purchase gets none). */
  trialDays?: number;
  /** A smaller tier chosen this period, taking effect at the next payment: essential, standard or premium. */
  nextTier?: string;
  /** The contract the sale recorded (a purchase's); the plan's own otherwise. */
  contract?: ContractTerms;
}

export const demoUsers: (NewUser & { description: string })[] = [
  {
    description: 'verified account without a subscription',
    email: 'geverifieerd@example.nl',
    firstName: 'Vera',
    lastName: 'de Vries',
    gender: 'f',
    birthdate: '1988-05-14',
    status: 'verified',
  },
  {
    description: 'registered, e-mail not yet verified',
    email: 'onbevestigd@example.nl',
    firstName: 'Otto',
    lastName: 'Bakker',
    gender: 'm',
    birthdate: '1979-11-02',
    status: 'unverified',
  },
  {
    description: 'incomplete account (a social login without the profile the site needs)',
    email: 'onvolledig@example.nl',
    firstName: 'Ilse',
    lastName: null,
    gender: null,
    birthdate: null,
    status: 'incomplete',
  },
  { description: 'promo user', email: 'promo@example.nl', firstName: 'Pim', lastName: 'Jansen', gender: 'm', birthdate: '1991-03-03', status: 'verified', isPromo: true },
  {
    description: 'an account still on the previous platform: every page but logging out, contact and the company details shows the new-platform notice',
    email: 'oud-platform@example.nl',
    firstName: 'Olga',
    lastName: 'Bakker',
    gender: 'f',
    birthdate: '1968-09-14',
    status: 'verified',
    onPreviousPlatform: true,
  },
  {
    description: 'bad debt on this account',
    email: 'schuld@example.nl',
    firstName: 'Sanne',
    lastName: 'Smit',
    gender: 'f',
    birthdate: '1983-09-09',
    status: 'verified',
    isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT',
  },
  {
    description: 'bad debt on another account',
    email: 'schuld-elders@example.nl',
    firstName: 'Eelco',
    lastName: 'Mulder',
    gender: 'm',
    birthdate: '1975-02-20',
    status: 'verified',
    isInDebt: 'BAD_DEBT_ON_OTHER_ACCOUNT',
  },
  {
    description: 'suspicious activity: must reset the password',
    email: 'wachtwoord-reset@example.nl',
    firstName: 'Rik',
    lastName: 'de Boer',
    gender: 'm',
    birthdate: '1969-12-12',
    status: 'verified',
    forcePasswordReset: true,
  },
  {
    description: 'invited by the lottery: a personal code in the mailbox, to activate within 30 days',
    email: 'loterij@example.nl',
    firstName: 'Lotte',
    lastName: 'Smit',
    gender: 'f',
    birthdate: '1988-08-08',
    status: 'verified',
  },
  { description: 'account disabled by the identity provider', email: 'geblokkeerd@example.nl', firstName: 'Gerda', lastName: 'Prins', status: 'verified', disabled: true },
  { description: 'active Basis subscription', email: 'basis@example.nl', firstName: 'Bas', lastName: 'Kok', subscription: { plan: 'basis' } },
  { description: 'active Plus subscription', email: 'plus@example.nl', firstName: 'Petra', lastName: 'Bos', subscription: { plan: 'plus' } },
  { description: 'active Premium subscription', email: 'premium@example.nl', firstName: 'Mark', lastName: 'Dekker', subscription: { plan: 'premium' } },
  {
    description: 'in the 2-week trial of Plus (promo)',
    email: 'proef@example.nl',
    firstName: 'Fleur',
    lastName: 'Peters',
    isPromo: true,
    subscription: { plan: 'plus-2-weken', startedDaysAgo: 3 },
  },
  {
    description: 'lapsed subscriber (winback)',
    email: 'oud-abonnee@example.nl',
    firstName: 'Wim',
    lastName: 'Hendriks',
    subscription: { plan: 'plus', status: 'cancelled', startedDaysAgo: 400 },
  },
  {
    description: 'cancellation pending',
    email: 'opgezegd@example.nl',
    firstName: 'Carla',
    lastName: 'Vos',
    subscription: { plan: 'plus', nextStatus: 'cancelled', nextStatusInDays: 12 },
  },
  {
    description: 'pause pending',
    email: 'pauze@example.nl',
    firstName: 'Paul',
    lastName: 'Meijer',
    subscription: { plan: 'premium', nextStatus: 'suspended', nextStatusInDays: 9 },
  },
  {
    description: 'fixed-term contract (12 months Plus, not cancellable)',
    email: 'contract@example.nl',
    firstName: 'Tom',
    lastName: 'van Dijk',
    subscription: { plan: '12-maanden-ltc-plus', termType: 'TERMED', startedDaysAgo: 60 },
  },
  {
    description: 'fixed-term contract renewed: Plus follows from the day the contract ends (a future subscription)',
    email: 'verlengd@example.nl',
    firstName: 'Vera',
    lastName: 'Langeveld',
    subscription: { plan: '12-maanden-ltc-plus', termType: 'TERMED', startedDaysAgo: 200 },
    renewedWith: 'plus',
  },
  {
    description: 'subscription through KPN',
    email: 'kpn@example.nl',
    firstName: 'Kees',
    lastName: 'Willems',
    subscription: { plan: 'plus', reseller: 'KPN', trustedParty: 'kpn', allowsPaymentMethodChange: false },
  },
  {
    description: 'subscription through Ziggo',
    email: 'ziggo@example.nl',
    firstName: 'Zoë',
    lastName: 'Vermeulen',
    subscription: { plan: 'basis', reseller: 'ZIGGO', trustedParty: 'ziggo', allowsPaymentMethodChange: false },
  },
  {
    description: 'subscription through T-Mobile',
    email: 'tmobile@example.nl',
    firstName: 'Tess',
    lastName: 'Brouwer',
    subscription: { plan: 'basis', reseller: 'TMNL', trustedParty: 'tmobile', allowsPaymentMethodChange: false },
  },
  {
    description: 'subscription through Samsung',
    email: 'samsung@example.nl',
    firstName: 'Sam',
    lastName: 'de Graaf',
    subscription: { plan: 'plus', reseller: 'SAMSUNG', allowsPaymentMethodChange: false },
  },
  {
    description: 'subscription through Apple',
    email: 'apple@example.nl',
    firstName: 'Anouk',
    lastName: 'Kuipers',
    subscription: { plan: 'premium', reseller: 'APPLE', allowsPaymentMethodChange: false },
  },
  {
    description: 'active Plus subscription the previous platform left without its tier (redirect reason no_subscription repairs it)',
    email: 'bedrock@example.nl',
    firstName: 'Bert',
    lastName: 'Rock',
    subscription: { plan: 'plus', tierUnknown: true },
  },
  {
    description: 'tier change pending: Premium now, Basis from the next payment',
    email: 'wissel@example.nl',
    firstName: 'Wies',
    lastName: 'Wissel',
    subscription: { plan: 'premium', nextTier: 'essential' },
  },
  {
    description: 'subscription through the trusted party RTL, without a reseller',
    email: 'rtl@example.nl',
    firstName: 'Roos',
    lastName: 'Terlouw',
    subscription: { plan: 'plus', trustedParty: 'rtl', allowsPaymentMethodChange: false },
  },
  {
    description: 'active Plus whose payment method may not be changed',
    email: 'vaste-betaling@example.nl',
    firstName: 'Vince',
    lastName: 'Vast',
    subscription: { plan: 'plus', allowsPaymentMethodChange: false },
  },
  {
    description: 'subscription through T-Mobile gogogodeals',
    email: 'gogogodeals@example.nl',
    firstName: 'Gijs',
    lastName: 'Maas',
    subscription: { plan: 'basis', reseller: 'TMOBILE_GOGOGODEALS', allowsPaymentMethodChange: false },
  },
];

/**
 * The demo password's hash, made once per process and shared by every account made with it. The
 * password is published (README), so a salt of each account's own protects nothing here, and
 * hashing it anew costs scrypt's time for each of the demo users at every start, reset and tester's
 * account; and a login to one compares the password, not scrypt again (identity/passwords.ts).
 * Every other password is hashed with a salt of its own.
 */
let demoPasswordHash: Promise<string> | undefined;
const hashOf = (password: string): Promise<string> => (password === DEMO_PASSWORD ? (demoPasswordHash ??= hashPublishedPassword(password)) : hashPassword(password));

export async function createUser(context: Context, user: NewUser): Promise<{ uid: string; email: string; status: string }> {
  const uid = user.uid ?? newUid();
  const password = user.password === undefined ? DEMO_PASSWORD : user.password;
  const { rows } = await context.db.query<{ uid: string; email: string; status: string }>(
    `insert into users (uid, email, password_hash, first_name, last_name, gender, birthdate, status, created_at, is_promo, is_in_debt, force_password_reset, disabled, experiments, on_previous_platform)
     values ($1, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, jsonb_strip_nulls('{"trialExperiment": "control"}'::jsonb || $14::jsonb), $15) returning uid, email, status`,
    [
      uid,
      user.email,
      password === null ? null : await hashOf(password),
      user.firstName ?? null,
      user.lastName ?? null,
      user.gender ?? null,
      user.birthdate ?? null,
      user.status ?? 'verified',
      context.clock.now(),
      user.isPromo ?? false,
      user.isInDebt ?? 'NO_DEBT',
      user.forcePasswordReset ?? false,
      user.disabled ?? false,
      JSON.stringify(user.experiments ?? {}),
      user.onPreviousPlatform ?? false,
    ],
  );
  const created = rows[0] as { uid: string; email: string; status: string };
  if (user.subscription) await addSubscription(context, created.uid, user.subscription);
  const fixedTerm = user.renewedWith ? await currentSubscription(context, created.uid) : undefined;
  const renewalStarts = fixedTerm && termEnd(fixedTerm);
  if (user.renewedWith && renewalStarts) await addSubscription(context, created.uid, { plan: user.renewedWith, status: 'future', startsOn: renewalStarts, trialDays: 0 });
  return created;
}

const DAY = 86_400_000;

const nextPaymentOf = (contract: ContractTerms, start: string, today: string): string | null => contractDates(contract, start, today).nextPayment?.date ?? null;

/**
 * Adds a subscription and the contract it keeps: the one it was sold by (a purchase's record), or
 * its plan's with the trial it had. Its payments follow from that contract and the clock.
 */
export async function addSubscription(context: { db: Queryable; clock: Context['clock'] }, uid: string, subscription: NewSubscription): Promise<string> {
  const now = context.clock.now();
  const started = subscription.startsOn ? new Date(`${subscription.startsOn}T00:00:00Z`) : new Date(now.getTime() - (subscription.startedDaysAgo ?? 40) * DAY);
  const code = plans.some((plan) => plan.code === subscription.plan) ? subscription.plan : planCode(subscription.plan);
  const status = subscription.status ?? 'active';
  const number = `A-S${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const plan = plans.find((candidate) => candidate.code === code);
  if (!plan) throw new Error(`no plan ${subscription.plan} in the catalog`);
  const contract = subscription.contract ?? { ...plan.contract, trialDays: subscription.trialDays ?? plan.contract.trialDays };
  await context.db.query(
    `insert into subscriptions (subscription_number, uid, plan_code, status, next_status, next_status_effective_date, start_date, end_date, reseller, trusted_party, term_type,
       allows_payment_method_change, contract, created_at, tier_unknown, next_tier_id, next_tier_effective_date, last_tier_switch)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)`,
    [
      number,
      uid,
      code,
      status,
      subscription.nextStatus ?? null,
      subscription.nextStatus ? isoDate(new Date(now.getTime() + (subscription.nextStatusInDays ?? 10) * DAY)) : null,
      isoDate(started),
      status === 'cancelled' ? isoDate(new Date(started.getTime() + 300 * DAY)) : null,
      subscription.reseller ?? null,
      subscription.trustedParty ?? null,
      // A contract with a fixed term makes a fixed-term subscription.
      subscription.termType ?? (contract.term ? 'TERMED' : 'EVERGREEN'),
      subscription.allowsPaymentMethodChange ?? true,
      JSON.stringify(contract),
      now,
      subscription.tierUnknown ?? false,
      subscription.nextTier ?? null,
      // A smaller tier takes effect at the next payment.
      subscription.nextTier ? nextPaymentOf(contract, isoDate(started), isoDate(now)) : null,
      // The change was made today: the next one waits for the next period.
      subscription.nextTier ? isoDate(now) : null,
    ],
  );
  return number;
}

export async function seedIfEmpty(context: Context): Promise<void> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from users');
  if ((rows[0]?.count ?? 0) > 0) return;
  // Hashing the passwords is the slow part; the thread pool does them side by side.
  await Promise.all(demoUsers.map(({ description: _description, ...user }) => createUser(context, user)));
  await seedVouchers(context);
  await seedEntitlements(context);
  await seedInvitation(context);
}

/** The lottery's invitation to loterij@example.nl, sent at the start: its code works 30 days from then, on the sandbox's clock. */
async function seedInvitation(context: Context): Promise<void> {
  const lottery = promotionById('loterij');
  if (lottery) await sendPersonalCode(context, lottery, 'loterij@example.nl');
}

/** Partner entitlements (spec 001 sections 2.2 and 2.4): the entitlementId a partner's activation link carries. */
export const demoEntitlements = { ah: 'AH-2026-0001', ziggo: 'ZIGGO-2026-0001', tmobile: 'TMOBILE-2026-0001', claimed: 'AH-2026-0002', cancelled: 'ZIGGO-2026-0002' };

/** The demo entitlements are of three offer files' plans; their partner column is the offer's partner id. */
async function seedEntitlements(context: Context): Promise<void> {
  const claimer = (await context.db.query<{ uid: string }>("select uid from users where email = 'basis@example.nl'")).rows[0]?.uid ?? null;
  const offer = (slug: string) => {
    const found = entitlementOffer(slug);
    if (!found) throw new Error(`the demo entitlements need an entitlement offer of plan ${slug} in flows/partners/`);
    return found;
  };
  const [ah, ziggo, tmobile] = [offer('ah-12-maanden'), offer('ziggo-12-maanden'), offer('tmobile-6-maanden')];
  const rows: [string, { partner: string; planCode: string }, string | null, boolean][] = [
    [demoEntitlements.ah, ah, null, false],
    [demoEntitlements.ziggo, ziggo, null, false],
    [demoEntitlements.tmobile, tmobile, null, false],
    [demoEntitlements.claimed, ah, claimer, false],
    [demoEntitlements.cancelled, ziggo, null, true],
  ];
  for (const [id, { partner, planCode: code }, claimedBy, cancelled] of rows) {
    await context.db.query('insert into partner_entitlements (id, partner, plan_code, claimed_by, cancelled) values ($1, $2, $3, $4, $5)', [
      id,
      partner,
      code,
      claimedBy,
      cancelled,
    ]);
  }
}

/** The partner and plan code of an entitlement offer's plan (a slug or code); undefined for any other plan. */
export function entitlementOffer(plan: string): { partner: string; planCode: string } | undefined {
  const offer = offerOfPlan(plan);
  return offer?.plan.activation === 'entitlement' ? { partner: offer.partner.id, planCode: planCode(offer.plan.slug) } : undefined;
}

/**
 * A new entitlement for a tester (POST /sandbox/entitlements), as a partner's activation link carries
 * one: open, for one customer to claim once. Its id is upper-case with the partner as prefix.
 */
export async function createEntitlement(context: Context, plan: string): Promise<{ entitlementId: string } | undefined> {
  const offer = entitlementOffer(plan);
  if (!offer) return undefined;
  const entitlementId = `${offer.partner.toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`;
  await context.db.query('insert into partner_entitlements (id, partner, plan_code) values ($1, $2, $3)', [entitlementId, offer.partner, offer.planCode]);
  return { entitlementId };
}

export interface NewVoucher {
  code: string;
  /** A plan slug or code; by default the 3 months of Plus. */
  plan?: string;
  /** YYYY-MM-DD; by default a year after the sandbox's today. */
  validUntil?: string;
}

/** An action code for a tester (POST /sandbox/vouchers): a test that redeems one uses its own. */
export async function createVoucher(context: Context, voucher: NewVoucher): Promise<{ code: string; planCode: string; validUntil: string }> {
  const plan = voucher.plan ?? 'voucher-3-maanden-plus';
  const code = plans.some((candidate) => candidate.code === plan) ? plan : planCode(plan);
  const validUntil = voucher.validUntil ?? isoDate(new Date(context.clock.now().getTime() + 365 * DAY));
  await context.db.query('insert into vouchers (code, plan_code, valid_until) values ($1, $2, $3)', [voucher.code, code, validUntil]);
  return { code: voucher.code, planCode: code, validUntil };
}

/** Demo action codes: one valid, one used, one expired (the README lists them). */
export const demoVouchers = { valid: 'PLUS3MAANDEN', used: 'GEBRUIKT2024', expired: 'VERLOPEN2023' };

async function seedVouchers(context: Context): Promise<void> {
  const plan = planCode('voucher-3-maanden-plus');
  const someone = (await context.db.query<{ uid: string }>("select uid from users where email = 'plus@example.nl'")).rows[0]?.uid;
  await context.db.query(
    `insert into vouchers (code, plan_code, valid_until, redeemed_by, redeemed_at) values
       ($1, $4, '2030-12-31', null, null), ($2, $4, '2030-12-31', $5, $6), ($3, $4, '2023-12-31', null, null)`,
    [demoVouchers.valid, demoVouchers.used, demoVouchers.expired, plan, someone ?? null, someone ? context.clock.now() : null],
  );
}
