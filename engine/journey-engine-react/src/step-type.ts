/** A step type: one registered definition joining a component to the JSON Schema of its props. */
import type { ComponentType } from 'react';
import type { CompiledStep, Facts, FormShape } from 'journey-engine';

export interface StepComponentProps<P> {
  step: CompiledStep;
  props: P;
  facts: Facts;
  /** The step's position among the steps that apply (journeys). */
  position: { index: number; count: number };
  /**
   * True while the page's loads are pending and the step shows its still: props then holds only
   * the still props the flow names (of the type's stillProps), facts only what is known before any
   * load. Render them as the first part of the page, in the page's order: what the loads bring
   * then arrives below, and nothing shown moves.
   */
  still?: boolean;
}

export interface StepType<P = unknown> {
  type: string;
  description: string;
  /** Whether the step may carry a form; its fields then come from the step, not the props. */
  acceptsForm: boolean;
  /** Whether the page shows the step's errors (its "errors", named by a refusal); a step with a form always does. */
  showsErrors?: boolean;
  /** Whether the step goes on by itself, following its next rules as soon as it is shown; it must have them. */
  goesOn?: boolean;
  /**
   * The fields a step of this type needs in its form, by name (it must accept a form): the
   * validator checks every flow that uses the type, so the component may count on them.
   */
  form?: FormShape;
  /** JSON Schema of the props; "#/$defs/..." refers to the flow schema's definitions. */
  propsSchema: object;
  /**
   * The props the component can show while the page's loads are pending (a step's "still"): those
   * that need nothing a load brings, such as key art and a heading. A flow names which of them its
   * step shows so; the build prerenders it.
   */
  stillProps?: readonly (keyof P & string)[];
  Component: ComponentType<StepComponentProps<P>>;
}

export function defineStepType<P>(definition: StepType<P>): StepType<P> {
  return definition;
}
