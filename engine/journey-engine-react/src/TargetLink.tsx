/** A link to a target of a step's props: a router link inside the site, a plain link outside it. */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import type { Facts } from 'journey-engine';
import { useRuntime } from './runtime.tsx';
import { useStep } from './step-context.ts';
import { hrefOf, type TargetJson } from 'journey-engine/runtime';

/** facts, when given, replace the step's: a card of a list resolves its target with its element. */
export function TargetLink({ to, className, facts: given, children }: { to: TargetJson; className?: string; facts?: Facts; children: ReactNode }): ReactElement {
  const step = useStep();
  const { flow } = step;
  const facts = given ?? step.facts;
  const { externalDestinations } = useRuntime();
  const destination = flow.destination(to, facts);
  // Inside the site the router navigates, so what the visitor entered in memory is kept.
  if (destination.kind === 'internal') {
    return (
      <Link to={destination.path} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={hrefOf(destination, externalDestinations)} className={className}>
      {children}
    </a>
  );
}
