/**
 * The journeys in browsers Playwright cannot drive here (issue 63): Debian's Firefox ESR over
 * WebDriver BiDi (tab-firefox.ts) and WebKitGTK over WebDriver (tab-webkit.ts). Each is a Tab: what
 * a person does on a page, by what they see (a field by its label, a button by its text), the same
 * for both, so the journeys are written once (journeys.ts). Playwright stays the runner: its web
 * servers, its reports, its request for the sandbox's switches.
 *
 * Each test's tab starts as the site's tests do (the consent answered with the necessary cookies
 * only, tools/consent-cookies.ts) and is named as the test's visitor of the sandbox
 * (support-visitor.ts). It reaches the site through a proxy of its own (holding-proxy.ts), which
 * can hold the site's scripts back: a page as the HTML made it, in an engine whose driver cannot
 * hold a request itself.
 */
import { expect, test as base } from '@playwright/test';
import { escapeRegExp } from 'journey-engine';
import { necessaryOnlyCookies } from '../../tools/consent-cookies.ts';
import { holdingProxy, type HoldingProxy } from './holding-proxy.ts';

export interface Cookie {
  name: string;
  value: string;
  domain: string;
  path: string;
  httpOnly?: boolean;
}

export interface Tab {
  /** Opens a path of the site and waits for the page's load. */
  open(path: string): Promise<void>;
  /** Opens a path and waits only until the field with the label is in the page (its scripts may be held). */
  openUntil(path: string, label: string): Promise<void>;
  /** Opens an address as it is (a link of an e-mail). */
  openAddress(url: string): Promise<void>;
  /** Path and query of the page. */
  address(): Promise<string>;
  fill(label: string, text: string): Promise<void>;
  /** Clicks into the field and types, as a person does. */
  type(label: string, text: string): Promise<void>;
  /** Clicks the control with the label (a radio button, a check box). */
  choose(label: string): Promise<void>;
  click(button: string): Promise<void>;
  press(key: 'Enter'): Promise<void>;
  valueOf(label: string): Promise<string>;
  checked(label: string): Promise<boolean>;
  /** What the element (a CSS selector) says, '' when there is none. */
  text(selector: string): Promise<string>;
  /** The value of an attribute of the element (a CSS selector). */
  attribute(selector: string, name: string): Promise<string | null>;
  /** Runs a function of no arguments in the page and answers what it returns. */
  run<T>(script: () => T): Promise<T>;
  back(): Promise<void>;
  forward(): Promise<void>;
  reload(): Promise<void>;
  cookies(): Promise<{ name: string; value: string }[]>;
}

/** XPath of a form's control by the text of its label: the label's for, or an input inside it. */
export const labelled = (label: string): string => `//*[@id=//label[normalize-space()=${JSON.stringify(label)}]/@for] | //label[normalize-space()=${JSON.stringify(label)}]//input`;
/** XPath of a button by its text. */
export const buttonNamed = (name: string): string => `//button[normalize-space()=${JSON.stringify(name)}]`;

export interface TabFixtures {
  tab: Tab;
  /** Whether the visitor answered the consent dialog before (the necessary cookies only); the dialog's own test says no. */
  consented: boolean;
  visitor: string;
  /** The proxy the tab reaches the site through, which holds the site's scripts when asked. */
  scripts: HoldingProxy;
  /** The cookies a tab starts with, for the proxy's host. */
  startCookies: Cookie[];
}

export const tabTest = base.extend<Omit<TabFixtures, 'tab'>>({
  consented: [true, { option: true }],
  visitor: async ({}, provide, testInfo) => provide(`${testInfo.project.name}-${testInfo.testId}-${testInfo.retry}`),
  scripts: async ({ baseURL }, provide) => {
    const proxy = await holdingProxy(baseURL ?? '');
    await provide(proxy);
    await proxy.close();
  },
  startCookies: async ({ consented, visitor, scripts }, provide) => {
    const domain = new URL(scripts.origin).hostname;
    const answered = consented ? necessaryOnlyCookies(domain).map(({ name, value }) => ({ name, value, domain, path: '/' })) : [];
    await provide([...answered, { name: 'sandbox-visitor', value: visitor, domain, path: '/', httpOnly: true }]);
  },
});

/** The text as a pattern that matches it alone: none of its characters special. */
export const literally = (text: string): RegExp => new RegExp(escapeRegExp(text));

/** Waits until the tab is at the address (path and query; a pattern, or the exact text). */
export async function expectAt(tab: Tab, address: string | RegExp): Promise<void> {
  await expect.poll(() => tab.address(), { timeout: 10_000 }).toMatch(typeof address === 'string' ? new RegExp(`^${literally(address).source}$`) : address);
}

/** Waits until the element (a CSS selector) says the text (its no-break spaces read as spaces: "€ 5,99"). */
export async function expectText(tab: Tab, selector: string, text: string | RegExp): Promise<void> {
  const said = async () => (await tab.text(selector)).replace(/\u00a0/g, ' ');
  await expect.poll(said, { timeout: 10_000 }).toMatch(typeof text === 'string' ? literally(text) : text);
}

export { expect };
