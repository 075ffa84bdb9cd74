/**
 * A tester's switches that are for every visitor or for one (visitor.ts): the country, the feature
 * flags that do not follow the clock, and the experiments of visitors who are not logged in. A
 * visitor's own values lie over everyone's, so testers who share a sandbox (and browser tests that
 * run side by side) switch them for themselves without changing anyone else's page.
 */
import { currentVisitor } from './visitor.ts';

export class VisitorSettings<T extends object> {
  private everyone: T;
  private readonly own = new Map<string, Partial<T>>();

  /** initial: everyone's values until switched, and again after a reset. */
  constructor(private readonly initial: T) {
    this.everyone = { ...initial };
  }

  /** The values for the visitor, by default the one whose request is being answered: everyone's, under their own. */
  for(visitor = currentVisitor()): T {
    return { ...this.everyone, ...(visitor === undefined ? {} : this.own.get(visitor)) };
  }

  /** Switches values for everyone, or for one visitor alone. */
  set(values: Partial<T>, visitor?: string): void {
    if (visitor === undefined) this.everyone = { ...this.everyone, ...values };
    else this.own.set(visitor, { ...this.own.get(visitor), ...values });
  }

  /** Everyone's values back to the initial ones, or one visitor's back to everyone's. */
  reset(visitor?: string): void {
    if (visitor === undefined) this.everyone = { ...this.initial };
    else this.own.delete(visitor);
  }

  /** Everyone's and every visitor's, as after a start. */
  resetAll(): void {
    this.reset();
    this.own.clear();
  }

  /** As a tester reads them: everyone's values, and each visitor's own. */
  list(): { everyone: T; forVisitors: Record<string, Partial<T>> } {
    return { everyone: this.everyone, forVisitors: Object.fromEntries(this.own) };
  }
}
