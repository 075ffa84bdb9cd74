/** A step's form sent as its answers: the browser's own submission held back, the fields' values given to the runtime. */
import type { FormEvent } from 'react';
import type { StepContextValue } from 'journey-engine-react';

export function submitAnswers(submit: StepContextValue['submit']): (event: FormEvent<HTMLFormElement>) => void {
  return (event) => {
    event.preventDefault();
    submit(Object.fromEntries(new FormData(event.currentTarget)));
  };
}
