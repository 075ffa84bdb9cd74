/**
 * The clock of the sandbox the studio runs beside (its tester route /sandbox/clock): what it says,
 * and setting it to an instant, or back to the real time. One for the explanation, the gallery's
 * campaign pages and the calendar's day.
 */
export function sandboxClock(sandboxUrl: string) {
  const url = `${sandboxUrl}/sandbox/clock`;
  return {
    async now(): Promise<string> {
      return ((await (await fetch(url)).json()) as { now: string }).now;
    },
    /** Moves the clock to the instant (undefined: the real time again); answers the sandbox's response. */
    set(instant: Date | string | undefined): Promise<Response> {
      if (instant === undefined) return fetch(url, { method: 'DELETE' });
      const now = typeof instant === 'string' ? instant : instant.toISOString();
      return fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ now }) });
    },
  };
}
