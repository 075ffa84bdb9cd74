/**
 * A date asked as day, month and year in three inputs (birthDay, birthMonth, birthYear) and
 * composed into one answer, YYYY-MM-DD, which the field's rules then check.
 */
import { useState, type ReactElement } from 'react';
import { useController, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CompiledField } from 'journey-engine-react';

type Parts = { day: string; month: string; year: string };

export function composeDate({ day, month, year }: Parts): string {
  if (!day && !month && !year) return '';
  return `${year.trim()}-${month.trim().padStart(2, '0')}-${day.trim().padStart(2, '0')}`;
}

export function splitDate(value: unknown): Parts {
  const match = typeof value === 'string' ? /^(\d*)-(\d*)-(\d*)$/.exec(value) : null;
  return match ? { year: match[1] ?? '', month: String(Number(match[2]) || ''), day: String(Number(match[3]) || '') } : { day: '', month: '', year: '' };
}

const PARTS = [
  { part: 'day', suffix: 'Day', autoComplete: 'bday-day', size: 2 },
  { part: 'month', suffix: 'Month', autoComplete: 'bday-month', size: 2 },
  { part: 'year', suffix: 'Year', autoComplete: 'bday-year', size: 4 },
] as const;

export function DatePartsInput({ field, form, invalid }: { field: CompiledField; form: UseFormReturn<FieldValues>; invalid: boolean }): ReactElement {
  const { t } = useTranslation();
  const { field: control } = useController({ name: field.name, control: form.control });
  const [parts, setParts] = useState<Parts>(() => splitDate(control.value));
  const prefix = field.name.replace(/date$/, '');
  return (
    <div className="date-parts">
      {PARTS.map(({ part, suffix, autoComplete, size }, index) => {
        const id = `field-${prefix}${suffix}`;
        return (
          <div className={`date-part date-part--${part}`} key={part}>
            <label htmlFor={id}>{t(`common.date.${part}`)}</label>
            <input
              id={id}
              name={`${prefix}${suffix}`}
              type="text"
              inputMode="numeric"
              autoComplete={autoComplete}
              maxLength={size}
              size={size}
              aria-invalid={invalid ? true : undefined}
              value={parts[part]}
              ref={index === 0 ? control.ref : undefined}
              onBlur={control.onBlur}
              onChange={(event) => {
                // Kept as typed (spaces aside) for the date rules to judge: dropping what is not a digit would read "-1" as the 1st.
                const next = { ...parts, [part]: event.target.value.replace(/\s/g, '') };
                setParts(next);
                control.onChange(composeDate(next));
              }}
            />
          </div>
        );
      })}
    </div>
  );
}
