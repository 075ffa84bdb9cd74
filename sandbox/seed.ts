/** Demo users in the states the journeys branch on; the README lists them. Seeded into an empty database. */
import type { Context } from './identity/accounts.ts';
import { hashPassword } from './identity/passwords.ts';

export const DEMO_PASSWORD = 'Welkom123';

export interface NewUser {
  email: string;
  password?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  gender?: string | null;
  birthdate?: string | null;
  status?: 'incomplete' | 'unverified' | 'verified';
}

export const demoUsers: (NewUser & { description: string })[] = [
  { description: 'verified account without a subscription', email: 'geverifieerd@example.nl', firstName: 'Vera', lastName: 'de Vries', gender: 'f', birthdate: '1988-05-14', status: 'verified' },
  { description: 'registered, e-mail not yet verified', email: 'onbevestigd@example.nl', firstName: 'Otto', lastName: 'Bakker', gender: 'm', birthdate: '1979-11-02', status: 'unverified' },
  { description: 'incomplete account (a social login without the profile the site needs)', email: 'onvolledig@example.nl', firstName: 'Ilse', lastName: null, gender: null, birthdate: null, status: 'incomplete' },
];

export async function createUser(context: Context, user: NewUser): Promise<{ uid: string; email: string; status: string }> {
  const uid = crypto.randomUUID().replaceAll('-', '');
  const password = user.password === undefined ? DEMO_PASSWORD : user.password;
  const { rows } = await context.db.query<{ uid: string; email: string; status: string }>(
    `insert into users (uid, email, password_hash, first_name, last_name, gender, birthdate, status, created_at)
     values ($1, lower($2), $3, $4, $5, $6, $7, $8, $9) returning uid, email, status`,
    [uid, user.email, password === null ? null : await hashPassword(password), user.firstName ?? null, user.lastName ?? null, user.gender ?? null, user.birthdate ?? null, user.status ?? 'verified', context.clock.now()],
  );
  return rows[0] as { uid: string; email: string; status: string };
}

export async function seedIfEmpty(context: Context): Promise<void> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from users');
  if ((rows[0]?.count ?? 0) > 0) return;
  for (const { description: _description, ...user } of demoUsers) await createUser(context, user);
}
