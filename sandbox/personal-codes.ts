/**
 * Personal codes (a promotion's eligibility.personalCode): the promotion's e-mail brings each
 * invited address its own code, with a link per plan. The payment service sells the promotion's
 * plans only with a code sent to the buyer's own address, not used by a finished purchase yet, and,
 * with eligibility.activationWithinDays, through that many Dutch days after the day it was sent (a
 * lottery's invitation), all on the sandbox's clock. Whoever sends the e-mail (the lottery, a mailing) is the tester here:
 * POST /sandbox/promotions/ID/codes.
 */
import { randomBytes } from 'node:crypto';
import type { ContractTerms } from './contract.ts';
import type { SandboxContext } from './context.ts';
import { sendEmail } from './mail.ts';
import { dutchDayOf } from '../operators/is-within-dates.ts';
import { addDays } from './subscription/lifecycle.ts';
import { isRunning } from './window.ts';
import { planCode, plans } from './catalog.ts';
import { formatPrice } from '../operators/price.ts';
import { promotionOfPlan, type Promotion } from './promotions.ts';

/** Eight letters and digits without the ones that read alike (0/O, 1/I/L), as a code typed from an e-mail should be. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

type PersonalCodeRefusal = 'PERSONAL_CODE_MISSING' | 'PERSONAL_CODE_INVALID' | 'PERSONAL_CODE_EXPIRED' | 'PERSONAL_CODE_USED';

function newCode(): string {
  return [...randomBytes(8)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

/** The code is written as typed: case and spaces do not matter. */
export const normalCode = (code: string): string => code.replace(/\s+/g, '').toUpperCase();

/** Sends a promotion's e-mail to one address, with its own code in a link to each of the promotion's plans. */
export async function sendPersonalCode(context: SandboxContext, promotion: Promotion, email: string): Promise<{ code: string; links: string[] }> {
  const code = newCode();
  const recipient = email.trim().toLowerCase();
  await context.db.query('insert into personal_codes (code, promotion_id, email, sent_at) values ($1, $2, $3, $4)', [code, promotion.id, recipient, context.clock.now()]);
  // Each link says what it sells, in the words every page uses for the plan's price.
  const links = promotion.plans.map((plan) => {
    const price = plans.find((sold) => sold.code === planCode(plan.slug))?.price;
    return { label: `Activeer: ${price ? formatPrice(price, 'deal') : plan.slug}`, url: `/activeer/abonnement/${plan.slug}?code=${code}` };
  });
  const within = promotion.eligibility.activationWithinDays;
  await sendEmail(context.db, context.clock, {
    recipient,
    kind: 'personal-code',
    subject: `${promotion.name}: je persoonlijke code`,
    body: [
      'Hoi,',
      `${promotion.terms.description} Je persoonlijke code is ${code}.`,
      within === undefined ? 'De code werkt zolang de actie loopt, één keer, met dit e-mailadres.' : `De code werkt ${within} dagen, één keer, met dit e-mailadres.`,
      ...promotion.terms.text,
    ].join('\n'),
    links,
  });
  return { code, links: links.map((link) => link.url) };
}

/** Why a purchase of a plan whose contract needs a personal code is refused; null when the code is this buyer's to use. */
export async function personalCodeRefusal(
  context: SandboxContext,
  request: { uid: string; planCode?: string; personalCode?: string },
  contract: ContractTerms,
): Promise<PersonalCodeRefusal | null> {
  if (!contract.personalCode) return null;
  if (!request.personalCode) return 'PERSONAL_CODE_MISSING';
  const { rows } = await context.db.query<{ promotion_id: string; sent_at: Date; used: boolean }>(
    `select c.promotion_id, c.sent_at,
            exists (select 1 from purchases p where p.personal_code = c.code and p.status = 'FINISHED') as used
       from personal_codes c join users u on u.email = c.email
      where c.code = $1 and u.uid = $2`,
    [normalCode(request.personalCode), request.uid],
  );
  const found = rows[0];
  // A code of another promotion, or sent to another address, is no code for this buyer's plan.
  if (!found || promotionOfPlan(request.planCode ?? '')?.id !== found.promotion_id) return 'PERSONAL_CODE_INVALID';
  if (found.used) return 'PERSONAL_CODE_USED';
  // "Binnen 30 dagen na de uitnodiging": sent on 1 March, the code works through 31 March, in Dutch days.
  const { withinDays } = contract.personalCode;
  const lastDay = withinDays === null ? undefined : addDays(dutchDayOf(new Date(found.sent_at)), withinDays);
  if (lastDay !== undefined && !isRunning({ valid: { until: lastDay } }, context.clock.now())) return 'PERSONAL_CODE_EXPIRED';
  return null;
}
