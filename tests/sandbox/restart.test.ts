/**
 * Restart without loss: the sandbox is stopped in the middle of a registration and of a payment,
 * by SIGTERM and by SIGKILL (no chance to close its database), and started again on the same data.
 * The account and the transaction are whole afterwards, and the visitor goes on where they were:
 * the verification link still verifies, the provider's page still takes the payment and the
 * subscription follows. The sandbox runs as its own process, as npm start runs it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { freePort } from '../support/free-port.ts';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../tools/project.ts';
import { sandboxClient, validRegistration, type SandboxClient } from './support.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-restart-'));
let running: ChildProcess | undefined;
let client: SandboxClient;

afterAll(() => {
  running?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the sandbox on the test's data directory and waits until it serves. */
async function start(): Promise<void> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'sandbox/main.ts', '--data', dataDir], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const listen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Sandbox on')) resolve();
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', listen);
    child.once('exit', (code) => reject(new Error(`the sandbox stopped (${code}) before it served:\n${output}`)));
  });
  running = child;
  client = sandboxClient(`http://localhost:${port}`);
}

/** Stops it as an operator (SIGTERM) or a crash (SIGKILL) would, and waits until it is gone. */
async function stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void> {
  const child = running;
  if (!child) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
  running = undefined;
}

const START = `mutation startPurchase($planCode: String!, $paymentMethod: PaymentMethod!, $idempotencyKey: String!, $returnUrl: String!) {
  startPurchase(planCode: $planCode, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, returnUrl: $returnUrl) {
    __typename ... on PaymentStarted { transactionId paymentUrl status } ... on PaymentRejected { reason } } }`;
type Started = { transactionId: string; paymentUrl: string; status: string };
const STATUS = 'query paymentStatus($id: ID!) { paymentStatus(transactionId: $id) { status planCode } }';
const SUBSCRIPTION = 'query { me { subscription { status } } }';

describe.each(['SIGTERM', 'SIGKILL'] as const)('a sandbox stopped by %s and started again', (signal) => {
  it('keeps a registration pending verification: the link still verifies it, and the account logs in', { timeout: 120_000 }, async () => {
    await start();
    const email = `herstart-${signal.toLowerCase()}@example.nl`;
    expect(await client.idp('accounts.register', validRegistration(email))).toMatchObject({ errorCode: 206002 });
    await stop(signal);

    await start();
    const [message] = await (await fetch(`${client.url}/sandbox/mailbox?to=${encodeURIComponent(email)}`)).json();
    const link = new URL(message.links[0].url, client.url);
    expect(await client.idp('accounts.verifyEmail', { token: link.searchParams.get('token') })).toMatchObject({ errorCode: 0 });
    expect(await client.idp('accounts.login', { loginID: email, password: 'Geheim123' })).toMatchObject({ errorCode: 0 });
    await stop('SIGTERM');
  });

  it('keeps a payment under way: the session, the transaction and the provider page survive, and paying makes the subscription', { timeout: 120_000 }, async () => {
    await start();
    const email = `betaling-${signal.toLowerCase()}@example.nl`;
    expect((await client.post('/sandbox/users', { email, password: 'Welkom123', firstName: 'Herman', lastName: 'Start' })).status).toBe(201);
    const { cookie } = await client.logIn(email);
    const variables = { planCode: 'videoland-plus', paymentMethod: 'IDEAL', idempotencyKey: `knop-${signal}`, returnUrl: '/activeer/abonnement/plus/status/ideal' };
    const purchase = async () => ((await client.graphql('/payment/graphql', START, cookie, variables)) as { data: { startPurchase: Started } }).data.startPurchase;
    const started = await purchase();
    expect(started).toMatchObject({ __typename: 'PaymentStarted', status: 'INITIALIZED' });
    await stop(signal);

    await start();
    // The same press again is the same transaction, not a second one.
    expect((await purchase()).transactionId).toBe(started.transactionId);
    const paid = await fetch(client.url + started.paymentUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success&bank=ING',
    });
    expect(paid.status).toBe(303);
    expect(await client.graphql('/payment/graphql', STATUS, cookie, { id: started.transactionId })).toEqual({
      data: { paymentStatus: { status: 'FINISHED', planCode: 'videoland-plus' } },
    });
    expect(await client.graphql('/subscription/graphql', SUBSCRIPTION, cookie, {})).toMatchObject({
      data: { me: { subscription: { status: expect.stringMatching(/^active$/i) } } },
    });
    await stop('SIGTERM');
  });
});
