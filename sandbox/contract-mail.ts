/**
 * The e-mails a contract sends, as a Dutch shop confirms a sale at a distance on a durable medium:
 * a purchase or a renewal with the contract's rows (the very rows the activation page showed,
 * operators/contract.ts) and its terms in full; a tier change, a cancellation and its undo with
 * what changes and from when. The tester reads them at /sandbox/mailbox.
 */
import { describeContract } from '../operators/contract.ts';
import type { Contract } from '../schemas/generated/facts.ts';
import { dutchDate } from '../operators/dutch-date.ts';
import { euro } from '../operators/euro.ts';
import type { Clock } from './clock.ts';
import type { Database } from './db.ts';
import { sendEmail } from './mail.ts';
import { product } from './product.ts';

const MY_SUBSCRIPTION = '/mijn-abonnement';
const INVOICES = '/mijn-abonnement?tab=facturen';

type Context = { db: Database; clock: Clock };

async function recipient(context: Context, uid: string): Promise<{ email: string; first_name: string | null } | undefined> {
  return (await context.db.query<{ email: string; first_name: string | null }>('select email, first_name from users where uid = $1', [uid])).rows[0];
}

const greeting = (firstName: string | null): string => (firstName ? `Hoi ${firstName},` : 'Hoi,');
const day = (date: string): string => String(dutchDate.evaluate([date]));

/** What each kind of confirmation opens with and is called. */
const CONFIRMATION = {
  purchase: { subject: 'Je abonnement', opening: () => 'bedankt voor je aankoop. Dit is wat je hebt afgesloten:' },
  renewal: { subject: 'Je verlenging', opening: (start: string) => `je verlenging is rond. Je nieuwe abonnement start op ${day(start)}. Dit is wat je hebt afgesloten:` },
  gift: { subject: 'Je cadeau', opening: (start: string) => `je cadeau is geactiveerd en start op ${day(start)}. Dit is wat je hebt afgesloten:` },
} as const;

/** A purchase, a renewal or a partner's gift claimed: the contract as it was recorded, its rows (what follows a gift among them) and its terms. */
export async function sendContractConfirmation(context: Context, uid: string, contract: Contract, kind: keyof typeof CONFIRMATION): Promise<void> {
  const to = await recipient(context, uid);
  if (!to) return;
  const rows = describeContract(contract, 'quote').map(({ label, text }) => `${label}: ${text}`);
  const terms = contract.terms?.text ? [contract.terms.title ?? 'Voorwaarden', ...contract.terms.text.map((clause) => `- ${clause}`)] : [];
  const opening = CONFIRMATION[kind].opening(contract.dates.start);
  await sendEmail(context.db, context.clock, {
    recipient: to.email,
    kind: `${kind}-confirmation`,
    subject: `${CONFIRMATION[kind].subject}: ${rows[0]?.replace(/^[^:]+: /, '') ?? product.displayName}`,
    body: [`${greeting(to.first_name)} ${opening}`, ...rows, ...terms, 'Je abonnement en je facturen vind je altijd in Mijn abonnement.'].join('\n'),
    links: [
      { label: 'Mijn abonnement', url: MY_SUBSCRIPTION },
      { label: 'Je facturen', url: INVOICES },
    ],
  });
}

/** What a change to a running subscription confirms: the new tier and its day, the last day after a cancellation, or that it runs on. */
export type ContractChange =
  | { kind: 'tier-change'; tierName: string; effectiveDate: string }
  | { kind: 'cancellation'; lastDay: string }
  | { kind: 'cancellation-revoked'; nextPayment: { date: string; amountCents: number } | null };

function changeMail(change: ContractChange): { subject: string; text: string } {
  switch (change.kind) {
    case 'tier-change':
      return {
        subject: 'Je wijziging van abonnement',
        text: `je wijziging is verwerkt: vanaf ${day(change.effectiveDate)} kijk je met ${product.displayName} ${change.tierName}.`,
      };
    case 'cancellation':
      return { subject: 'Je opzegging', text: `je opzegging is verwerkt. Je kunt nog kijken tot en met ${day(change.lastDay)}; daarna betaal je niets meer.` };
    case 'cancellation-revoked': {
      const next = change.nextPayment;
      const payment = next ? ` Je volgende betaling is ${String(euro.evaluate([next.amountCents]))}, op ${day(next.date)}.` : '';
      return { subject: 'Je opzegging is ingetrokken', text: `je opzegging is ingetrokken: je abonnement loopt door.${payment}` };
    }
  }
}

export async function sendChangeConfirmation(context: Context, uid: string, change: ContractChange): Promise<void> {
  const to = await recipient(context, uid);
  if (!to) return;
  const { subject, text } = changeMail(change);
  await sendEmail(context.db, context.clock, {
    recipient: to.email,
    kind: change.kind,
    subject,
    body: `${greeting(to.first_name)} ${text}`,
    links: [{ label: 'Mijn abonnement', url: MY_SUBSCRIPTION }],
  });
}
