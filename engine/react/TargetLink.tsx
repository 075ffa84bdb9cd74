/** A link to a target of a step's props: a router link inside the site, a plain link outside it. */
import type { ReactElement, ReactNode } from 'react';
import { Link } from 'react-router';
import { useRuntime } from './runtime.tsx';
import { useStep } from './step-context.ts';
import { destinationOf, hrefOf, type TargetJson } from './targets.ts';

export function TargetLink({ to, className, children }: { to: TargetJson; className?: string; children: ReactNode }): ReactElement {
  const { flow, facts } = useStep();
  const { externalDestinations } = useRuntime();
  const destination = destinationOf(to, flow, facts);
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
