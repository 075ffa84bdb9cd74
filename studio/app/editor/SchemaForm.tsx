/**
 * A form made from a JSON Schema (the offer's or the promotion's): a field per property with the
 * schema's Dutch title as its label and its description as help, dates with the browser's date
 * picker, Dutch texts as paragraphs, lists that grow and shrink, and the validator's findings beside
 * the field they are about. What it holds is the file's value; every change goes up at once.
 */
import type { ReactElement, ReactNode } from 'react';
import { euro } from '../../../operators/euro.ts';
import { fieldKind, findingsOf, pointerOf, resolved, setAt, type FormSchema, type Path, type PlacedFinding } from './schema-form-model.ts';

export interface FormContext {
  root: FormSchema;
  findings: readonly PlacedFinding[];
  /** The pointers that cannot be changed here (an existing file's id: it names the file). */
  fixed: ReadonlySet<string>;
  /** A choice's words beside its value: a tier's name and price from the catalog. */
  choiceLabel: (pointer: string, value: unknown) => string;
  /** Values to suggest for a text or a map's key, by the property's name (slugs of the catalog). */
  suggestions: Record<string, string[]>;
  change: (path: Path, next: unknown) => void;
}

/** An id of the page from a pointer: the field's input and what describes it. */
const idOf = (pointer: string): string => `veld${pointer.replace(/[^A-Za-z0-9]+/g, '-') || '-bestand'}`;

export function Findings({ findings, id }: { findings: readonly PlacedFinding[]; id: string }): ReactElement | null {
  if (findings.length === 0) return null;
  return (
    <ul className="field-findings" id={id}>
      {findings.map((finding) => (
        <li key={`${finding.rule}${finding.pointer}${finding.message}`} data-severity={finding.severity ?? 'error'}>
          {finding.severity === 'warning' ? 'Let op' : 'Fout'}: {finding.message} <code>{finding.rule}</code>
        </li>
      ))}
    </ul>
  );
}

interface FieldProps {
  schema: FormSchema;
  name: string;
  path: Path;
  value: unknown;
  required: boolean;
  context: FormContext;
}

/** The label, the help and the findings of one input, tied to it by id. */
function Described({
  field,
  label,
  children,
  findings,
}: {
  field: FieldProps;
  label: string;
  children: (props: InputProps) => ReactNode;
  findings: readonly PlacedFinding[];
}): ReactElement {
  const pointer = pointerOf(field.path);
  const id = idOf(pointer);
  const help = resolved(field.schema, field.context.root).description;
  const describedBy = [help && `${id}-help`, findings.length > 0 && `${id}-findings`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" data-pointer={pointer}>
      <label htmlFor={id}>
        {label}
        {!field.required && <span className="optional"> (mag leeg)</span>}
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': findings.some((finding) => finding.severity !== 'warning') || undefined })}
      {help && (
        <p className="help" id={`${id}-help`}>
          {help}
        </p>
      )}
      <Findings findings={findings} id={`${id}-findings`} />
    </div>
  );
}

interface InputProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

const labelOf = (field: FieldProps): string => resolved(field.schema, field.context.root).title ?? field.name;

function Leaf(field: FieldProps): ReactElement {
  const { context, path, value, required } = field;
  const schema = resolved(field.schema, context.root);
  const pointer = pointerOf(path);
  const findings = findingsOf(context.findings, pointer);
  const fixed = context.fixed.has(pointer);
  const set = (next: unknown): void => context.change(path, next);
  const kind = fieldKind(schema);
  return (
    <Described field={field} label={labelOf(field)} findings={findings}>
      {(props) => {
        switch (kind) {
          case 'choice':
          case 'yes-no': {
            const options = kind === 'choice' ? (schema.enum ?? []) : [true, false];
            const index = options.findIndex((option) => option === value);
            return (
              <select
                {...props}
                value={index < 0 ? '' : String(index)}
                disabled={fixed}
                onChange={(event) => set(event.target.value === '' ? undefined : options[Number(event.target.value)])}
              >
                {(!required || index < 0) && <option value="">{required ? 'Kies…' : 'Niet gezet'}</option>}
                {options.map((option, at) => (
                  <option key={String(option)} value={String(at)}>
                    {kind === 'yes-no' ? (option ? 'Ja' : 'Nee') : context.choiceLabel(pointer, option)}
                  </option>
                ))}
              </select>
            );
          }
          case 'integer':
            return (
              <span className="with-hint">
                <input
                  {...props}
                  type="number"
                  step={1}
                  value={typeof value === 'number' ? value : ''}
                  readOnly={fixed}
                  onChange={(event) => set(event.target.value === '' ? undefined : Number(event.target.value))}
                />
                {field.name.endsWith('Cents') && typeof value === 'number' && <span className="hint">{String(euro.evaluate([value]))}</span>}
              </span>
            );
          case 'paragraph':
            return <textarea {...props} rows={2} value={typeof value === 'string' ? value : ''} readOnly={fixed} onChange={(event) => set(event.target.value)} />;
          default: {
            const suggestions = context.suggestions[field.name];
            return (
              <>
                <input
                  {...props}
                  type={kind === 'date' ? 'date' : 'text'}
                  value={typeof value === 'string' ? value : ''}
                  readOnly={fixed}
                  list={suggestions ? `${props.id}-suggestions` : undefined}
                  onChange={(event) => set(event.target.value)}
                />
                {suggestions && (
                  <datalist id={`${props.id}-suggestions`}>
                    {suggestions.map((suggestion) => (
                      <option key={suggestion} value={suggestion} />
                    ))}
                  </datalist>
                )}
              </>
            );
          }
        }
      }}
    </Described>
  );
}

/** A group of fields (an object, a list, a map) with its title, help and its own findings. */
function Group({ field, children, shown, actions }: { field: FieldProps; children: ReactNode; shown: string[]; actions?: ReactNode }): ReactElement {
  const pointer = pointerOf(field.path);
  const schema = resolved(field.schema, field.context.root);
  const id = idOf(pointer);
  const findings = findingsOf(field.context.findings, pointer, shown);
  return (
    <fieldset className="group" data-pointer={pointer} aria-describedby={findings.length > 0 ? `${id}-findings` : undefined}>
      <legend>
        {labelOf(field)}
        {!field.required && <span className="optional"> (mag leeg)</span>}
      </legend>
      {schema.description && <p className="help">{schema.description}</p>}
      <Findings findings={findings} id={`${id}-findings`} />
      {children}
      {actions}
    </fieldset>
  );
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each property of an object, in the schema's order; "$schema" is the file's own and not shown. */
export function ObjectFields(field: FieldProps): ReactElement {
  const schema = resolved(field.schema, field.context.root);
  const object = isObject(field.value) ? field.value : {};
  const names = Object.keys(schema.properties ?? {}).filter((name) => name !== '$schema');
  const fields = names.map((name) => (
    <Field
      key={name}
      schema={schema.properties?.[name] ?? {}}
      name={name}
      path={[...field.path, name]}
      value={object[name]}
      required={schema.required?.includes(name) ?? false}
      context={field.context}
    />
  ));
  return field.path.length === 0 ? (
    <>
      <Findings findings={findingsOf(field.context.findings, '', names)} id="veld-bestand-findings" />
      {fields}
    </>
  ) : (
    <Group field={field} shown={names}>
      {fields}
    </Group>
  );
}

/** A list: paragraphs of text, or objects (a promotion's plans), each removable, one more added at the end. */
function ListFields(field: FieldProps): ReactElement {
  const { context, path } = field;
  const schema = resolved(field.schema, context.root);
  const items = Array.isArray(field.value) ? field.value : [];
  const itemSchema = resolved(schema.items ?? {}, context.root);
  const itemName = itemSchema.title ?? 'Onderdeel';
  const paragraphs = itemSchema.type !== 'object';
  return (
    <Group
      field={field}
      shown={items.map((_, index) => String(index))}
      actions={
        <button type="button" onClick={() => context.change([...path, items.length], paragraphs ? '' : {})}>
          {itemName} toevoegen
        </button>
      }
    >
      <ol className="list">
        {items.map((item, index) => (
          <li key={index}>
            <Field schema={{ ...(schema.items ?? {}), title: `${itemName} ${index + 1}` }} name={String(index)} path={[...path, index]} value={item} required context={context} />
            <button type="button" className="remove" onClick={() => context.change([...path, index], undefined)}>
              Verwijder {itemName.toLowerCase()} {index + 1}
            </button>
          </li>
        ))}
      </ol>
    </Group>
  );
}

/** A map of names to names (a promotion's slug map): a row per pair, the name and the value each a field. */
function MapFields(field: FieldProps): ReactElement {
  const { context, path } = field;
  const schema = resolved(field.schema, context.root);
  const object = isObject(field.value) ? field.value : {};
  const entries = Object.entries(object);
  const valueSchema = isObject(schema.additionalProperties) ? schema.additionalProperties : {};
  const pointer = pointerOf(path);
  const renamed = (from: string, to: string): Record<string, unknown> => Object.fromEntries(entries.map(([key, value]) => [key === from ? to : key, value]));
  return (
    <Group
      field={field}
      shown={entries.map(([key]) => key)}
      actions={
        <button type="button" onClick={() => context.change(path, { ...object, '': '' })} disabled={'' in object}>
          Koppeling toevoegen
        </button>
      }
    >
      <ol className="list">
        {entries.map(([key, value], index) => {
          const id = `${idOf(pointer)}-${index}`;
          return (
            <li key={index} className="pair">
              <label htmlFor={`${id}-van`}>Van</label>
              <input id={`${id}-van`} list={`${id}-slugs`} value={key} onChange={(event) => context.change(path, renamed(key, event.target.value))} />
              <datalist id={`${id}-slugs`}>
                {(context.suggestions.slug ?? []).map((slug) => (
                  <option key={slug} value={slug} />
                ))}
              </datalist>
              <Field schema={{ ...valueSchema, title: 'Naar' }} name="slug" path={[...path, key]} value={value} required context={context} />
              <button type="button" className="remove" onClick={() => context.change([...path, key], undefined)}>
                Verwijder koppeling {key || index + 1}
              </button>
            </li>
          );
        })}
      </ol>
    </Group>
  );
}

export function Field(field: FieldProps): ReactElement {
  switch (fieldKind(resolved(field.schema, field.context.root))) {
    case 'object':
      return <ObjectFields {...field} />;
    case 'list':
    case 'paragraphs':
      return <ListFields {...field} />;
    case 'map':
      return <MapFields {...field} />;
    default:
      return <Leaf {...field} />;
  }
}

/** The whole form of a file's value; change gives the next value. */
export function SchemaForm({ value, change, ...context }: Omit<FormContext, 'change'> & { value: unknown; change: (next: unknown) => void }): ReactElement {
  const formContext: FormContext = { ...context, change: (path, next) => change(setAt(value, path, next, context.root, context.root)) };
  return <ObjectFields schema={context.root} name="" path={[]} value={value} required context={formContext} />;
}
