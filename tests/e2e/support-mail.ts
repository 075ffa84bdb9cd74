/** The sandbox's mailbox, as a tester reads it: the links of the newest e-mail to an address. */
import { expect, type APIRequestContext } from '@playwright/test';

export async function newestLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const messages = (await (await request.get(`/sandbox/mailbox?to=${encodeURIComponent(to)}`)).json()) as { kind: string; links: { url: string }[] }[];
  const message = messages.find((candidate) => candidate.kind === kind);
  expect(message, `a ${kind} e-mail to ${to}`).toBeDefined();
  return message?.links[0]?.url ?? '';
}
