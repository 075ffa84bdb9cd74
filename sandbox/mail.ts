/** The sandbox's outgoing mail: every e-mail is kept, with its links, for the tester's mailbox. */
import type { Clock } from './clock.ts';
import type { Database } from './db.ts';

export interface Email {
  id: number;
  recipient: string;
  kind: string;
  subject: string;
  body: string;
  links: { label: string; url: string }[];
  sent_at: string;
}

export async function sendEmail(db: Database, clock: Clock, email: Omit<Email, 'id' | 'sent_at'>): Promise<void> {
  await db.query('insert into emails (recipient, kind, subject, body, links, sent_at) values ($1, $2, $3, $4, $5, $6)', [
    email.recipient,
    email.kind,
    email.subject,
    email.body,
    JSON.stringify(email.links),
    clock.now(),
  ]);
}

export async function listEmails(db: Database, recipient?: string): Promise<Email[]> {
  const { rows } = await db.query<Email>('select id, recipient, kind, subject, body, links, sent_at from emails where $1::text is null or recipient = lower($1) order by id desc', [
    recipient ?? null,
  ]);
  return rows;
}
