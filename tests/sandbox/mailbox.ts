/** The tester's mailbox, as the service tests read it. */
import type { Email } from '../../sandbox/mail.ts';
import type { RunningSandbox } from './support.ts';

/** The e-mails sent to this address, newest first. */
export async function mailbox(sandbox: RunningSandbox, to: string): Promise<Email[]> {
  return (await fetch(`${sandbox.url}/sandbox/mailbox?to=${encodeURIComponent(to)}`)).json();
}
