/**
 * The tester's geo switch: the visitor appears to be outside the Netherlands. Like a fault
 * (faults.ts), it is for every caller or for one visitor (visitor.ts), so a browser test that sends
 * its own visitor abroad runs beside others who stay at home.
 */
import { currentVisitor } from './visitor.ts';

export class GeoSwitch {
  private everyoneAbroad = false;
  private readonly visitorsAbroad = new Set<string>();

  /** Whether the visitor (by default the one whose request is being answered) appears to be abroad. */
  abroad(visitor = currentVisitor()): boolean {
    return this.everyoneAbroad || (visitor !== undefined && this.visitorsAbroad.has(visitor));
  }

  /** Sends every caller abroad or home, or one visitor alone. */
  set(abroad: boolean, visitor?: string): void {
    if (visitor === undefined) this.everyoneAbroad = abroad;
    else if (abroad) this.visitorsAbroad.add(visitor);
    else this.visitorsAbroad.delete(visitor);
  }

  /** Everyone home. */
  reset(): void {
    this.everyoneAbroad = false;
    this.visitorsAbroad.clear();
  }

  /** As a tester reads it: abroad for every caller, and the visitors abroad on their own. */
  list(): { abroad: boolean; visitorsAbroad: string[] } {
    return { abroad: this.everyoneAbroad, visitorsAbroad: [...this.visitorsAbroad] };
  }
}
