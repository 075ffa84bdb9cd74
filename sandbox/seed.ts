/** Demo users in the states the journeys branch on; the README lists them. Seeded into an empty database. */
import type { SandboxContext as Context } from './context.ts';
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
  isPromo?: boolean;
  isInDebt?: 'NO_DEBT' | 'BAD_DEBT_ON_THIS_ACCOUNT' | 'BAD_DEBT_ON_OTHER_ACCOUNT';
  forcePasswordReset?: boolean;
}

export const demoUsers: (NewUser & { description: string })[] = [
  { description: 'verified account without a subscription', email: 'geverifieerd@example.nl', firstName: 'Vera', lastName: 'de Vries', gender: 'f', birthdate: '1988-05-14', status: 'verified' },
  { description: 'registered, e-mail not yet verified', email: 'onbevestigd@example.nl', firstName: 'Otto', lastName: 'Bakker', gender: 'm', birthdate: '1979-11-02', status: 'unverified' },
  { description: 'incomplete account (a social login without the profile the site needs)', email: 'onvolledig@example.nl', firstName: 'Ilse', lastName: null, gender: null, birthdate: null, status: 'incomplete' },
  { description: 'promo user', email: 'promo@example.nl', firstName: 'Pim', lastName: 'Jansen', gender: 'm', birthdate: '1991-03-03', status: 'verified', isPromo: true },
  { description: 'bad debt on this account', email: 'schuld@example.nl', firstName: 'Sanne', lastName: 'Smit', gender: 'f', birthdate: '1983-09-09', status: 'verified', isInDebt: 'BAD_DEBT_ON_THIS_ACCOUNT' },
  { description: 'bad debt on another account', email: 'schuld-elders@example.nl', firstName: 'Eelco', lastName: 'Mulder', gender: 'm', birthdate: '1975-02-20', status: 'verified', isInDebt: 'BAD_DEBT_ON_OTHER_ACCOUNT' },
  { description: 'suspicious activity: must reset the password', email: 'wachtwoord-reset@example.nl', firstName: 'Rik', lastName: 'de Boer', gender: 'm', birthdate: '1969-12-12', status: 'verified', forcePasswordReset: true },
];

export async function createUser(context: Context, user: NewUser): Promise<{ uid: string; email: string; status: string }> {
  const uid = crypto.randomUUID().replaceAll('-', '');
  const password = user.password === undefined ? DEMO_PASSWORD : user.password;
  const { rows } = await context.db.query<{ uid: string; email: string; status: string }>(
    `insert into users (uid, email, password_hash, first_name, last_name, gender, birthdate, status, created_at, is_promo, is_in_debt, force_password_reset)
     values ($1, lower($2), $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) returning uid, email, status`,
    [
      uid,
      user.email,
      password === null ? null : await hashPassword(password),
      user.firstName ?? null,
      user.lastName ?? null,
      user.gender ?? null,
      user.birthdate ?? null,
      user.status ?? 'verified',
      context.clock.now(),
      user.isPromo ?? false,
      user.isInDebt ?? 'NO_DEBT',
      user.forcePasswordReset ?? false,
    ],
  );
  return rows[0] as { uid: string; email: string; status: string };
}

export async function seedIfEmpty(context: Context): Promise<void> {
  const { rows } = await context.db.query<{ count: number }>('select count(*)::int as count from users');
  if ((rows[0]?.count ?? 0) > 0) return;
  for (const { description: _description, ...user } of demoUsers) await createUser(context, user);
}
