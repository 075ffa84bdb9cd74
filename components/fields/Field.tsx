/** One form field with its label, hint and Dutch error message, wired to react-hook-form. */
import type { ReactElement } from 'react';
import { useController, type UseFormReturn, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from 'journey-engine-react';
import { DatePartsInput } from './DatePartsInput.tsx';

interface FieldProps {
  field: CompiledField;
  form: UseFormReturn<FieldValues>;
}

const inputTypes: Record<string, string> = { text: 'text', email: 'email', password: 'password', tel: 'tel' };

export function Field({ field, form }: FieldProps): ReactElement {
  const { t } = useTranslation();
  const { name, definition } = field;
  const id = `field-${name}`;
  const error = form.formState.errors[name]?.message;
  const hintId = definition.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const hint = definition.hint ? (
    <p id={hintId} className="field-hint">
      {t(definition.hint)}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId} className="field-error">
      {String(error)}
    </p>
  ) : null;

  if (definition.input === 'buttons') {
    return (
      <fieldset className={`field field--buttons${error ? ' field--invalid' : ''}`} aria-describedby={describedBy}>
        <legend>{t(definition.label)}</legend>
        {hint}
        {message}
        <ChoiceButtons field={field} form={form} />
      </fieldset>
    );
  }
  if (definition.input === 'radio' || definition.input === 'date-parts') {
    return (
      <fieldset className={`field${error ? ' field--invalid' : ''}`} aria-describedby={describedBy}>
        <legend>{t(definition.label)}</legend>
        {hint}
        {message}
        {definition.input === 'radio' ? <RadioOptions field={field} form={form} /> : <DatePartsInput field={field} form={form} invalid={Boolean(error)} />}
      </fieldset>
    );
  }
  if (definition.input === 'checkbox') {
    return (
      <div className={`field field--checkbox${error ? ' field--invalid' : ''}`}>
        {message}
        <input id={id} type="checkbox" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register(name)} />
        <label htmlFor={id}>{t(definition.label)}</label>
        {hint}
      </div>
    );
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{t(definition.label)}</label>
      {hint}
      {message}
      {definition.input === 'textarea' ? (
        <textarea id={id} rows={6} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...form.register(name)} />
      ) : (
        <input
          id={id}
          type={inputTypes[definition.input] ?? 'text'}
          autoComplete={definition.autocomplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          spellCheck={definition.input === 'email' || definition.input === 'password' ? false : undefined}
          {...form.register(name)}
        />
      )}
    </div>
  );
}

function RadioOptions({ field, form }: FieldProps): ReactElement {
  const { t } = useTranslation();
  const { field: control } = useController({ name: field.name, control: form.control });
  return (
    <div className="radios">
      {(field.definition.options ?? []).map((option) => {
        const id = `field-${field.name}-${option.value}`;
        return (
          <div className="radio" key={option.value}>
            <input
              id={id}
              type="radio"
              name={control.name}
              value={option.value}
              checked={control.value === option.value}
              onChange={() => control.onChange(option.value)}
              onBlur={control.onBlur}
              ref={option === field.definition.options?.[0] ? control.ref : undefined}
            />
            <label htmlFor={id}>{t(option.label)}</label>
          </div>
        );
      })}
    </div>
  );
}

/** Each option a submit button: the press is the answer, so the form needs no button of its own. */
function ChoiceButtons({ field, form }: FieldProps): ReactElement {
  const { t } = useTranslation();
  const { field: control } = useController({ name: field.name, control: form.control });
  return (
    <div className="actions">
      {(field.definition.options ?? []).map((option) => (
        <button
          key={option.value}
          type="submit"
          className="button button--secondary"
          disabled={form.formState.isSubmitting}
          onClick={() => control.onChange(option.value)}
          ref={option === field.definition.options?.[0] ? control.ref : undefined}
        >
          {t(option.label)}
        </button>
      ))}
    </div>
  );
}
