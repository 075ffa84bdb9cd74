/** react-hook-form for the current step: its fields, their starting values and the precompiled rules. */
import { useEffect, useMemo } from 'react';
import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validatorKey } from 'journey-engine';
import type { CompiledField, Facts, StepAnswers, StepKey } from 'journey-engine';
import { precompiledResolver } from './form-resolver.ts';
import { useStep } from './step-context.ts';

function startValue(field: CompiledField, facts: Facts): unknown {
  const answered = facts.answers[field.name];
  if (answered !== undefined) return answered;
  const prefilled = field.prefill?.(facts);
  if (prefilled !== undefined && prefilled !== null) return prefilled;
  return field.definition.input === 'checkbox' ? false : '';
}

const acceptAll = Object.assign(() => true, { errors: null });

/** The step's form and its submit. */
export interface StepForm<Values extends FieldValues> {
  form: UseFormReturn<Values>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
}

/** A step's answers as its form holds them: the registered step's fields (journey-engine types), any where none are. */
type FormValuesOf<Key extends StepKey> = StepAnswers[Key] extends FieldValues ? StepAnswers[Key] : FieldValues;

/**
 * The form of the step shown. A component made for one step names it ("flow/step"): its fields are
 * then typed by the site's flows (journey-engine types), a field name no flow gives it is a
 * TypeScript error, and the component shown on another step throws, saying which.
 */
export function useStepForm(): StepForm<FieldValues>;
export function useStepForm<Key extends StepKey>(key: Key): StepForm<FormValuesOf<Key>>;
export function useStepForm(key?: StepKey): StepForm<FieldValues> {
  const { flow, validators, step, facts, submit, error } = useStep();
  const { t } = useTranslation();
  if (key !== undefined && key !== `${flow.id}/${step.id}`)
    throw new Error(`useStepForm('${key}') is on the step ${flow.id}/${step.id}: a component made for one step is shown on another`);
  // A step without fields (a page with only a continue button) has nothing to check.
  const validate = validators[validatorKey(flow.id, step.id)] ?? acceptAll;
  if (validate === acceptAll && step.fields.length > 0) throw new Error(`no precompiled validator for ${flow.id}/${step.id}`);
  // The starting values are taken once per step; later fact changes must not reset what is typed.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const defaultValues = useMemo(() => Object.fromEntries(step.fields.map((field) => [field.name, startValue(field, facts)])), [step]);
  // A refusal the flow shows beside a field (a step error with a field) is that field's error until
  // the visitor submits again; keyed by its content and attempt, as a new object would set it at
  // every render, and a second refusal of the same kind must mark the field again.
  const field = error?.field;
  const message = error?.message;
  const attempt = error?.attempt;
  const errors = useMemo(
    () => (field && message ? { [field]: { type: 'refused', message: t(message) } } : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is what makes a repeated refusal new
    [field, message, attempt, t],
  );
  const form = useForm<FieldValues>({ defaultValues, resolver: precompiledResolver(validate, step.fields, t), mode: 'onSubmit', errors });
  // Each refusal puts the focus on its field, whose description is the message: a screen reader reads
  // it out, the second time as the first.
  useEffect(() => {
    if (field && attempt) form.setFocus(field);
  }, [form, field, attempt]);
  return { form, onSubmit: form.handleSubmit((values) => submit(values)) };
}
