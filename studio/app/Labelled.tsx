/** A control with its label beside it, tied by id: the control's name is the label alone, not the label and its options. */
import { useId, type ReactElement, type ReactNode } from 'react';

export function Labelled({ label, className, children }: { label: ReactNode; className?: string; children: (id: string) => ReactElement }): ReactElement {
  const id = useId();
  return (
    <div className={`labelled${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}
