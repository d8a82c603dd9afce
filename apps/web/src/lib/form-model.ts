import type { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { formatDate } from '@app/domain';
import { useSchemaForm } from './schema-form';

/** What the inputs hold: text as typed (de-AT numbers and dates), checkboxes a boolean. */
export type InputValues<Fields> = {
  [K in keyof Fields]-?: NonNullable<Fields[K]> extends boolean ? boolean : string;
};

type Key<Fields> = keyof Fields & string;

/** A stored value as an input shows it: nothing as '', an ISO date as TT.MM.JJJJ, a number or id as digits. */
export function inputValue(value: unknown): string | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  return String(value);
}

export interface FormModel<Fields extends FieldValues> {
  /** The fields' labels, in the form's order: the inputs, 422 messages and the conflict panel use them. */
  labels: Record<Key<Fields>, string>;
  fieldKeys: Key<Fields>[];
  /** The rows of the version conflict panel. */
  conflictFields: { key: Key<Fields>; label: string }[];
  /** The inputs' values for a record, or for a new one (in the project a link preselects). */
  formValues: (record?: Partial<Fields> | null, projektId?: number | null) => InputValues<Fields>;
  /** The form (react-hook-form with the schema's resolver) starting with `formValues`. */
  useForm: (record?: Partial<Fields> | null, projektId?: number | null) => AreaForm<Fields>;
}
export type AreaForm<Fields extends FieldValues> = UseFormReturn<InputValues<Fields>, unknown, Fields>;

/**
 * The form model of a simple area, from its schema and its fields' labels: what an area would otherwise write
 * in a form-model file. `formats` shows a stored value another way than `inputValue` (e.g. money with 2
 * decimals); `empty` is what a new record starts with instead of '' (false for a checkbox, '0' for a status).
 */
export function schemaFormModel<Fields extends FieldValues>(
  schema: Parameters<typeof zodResolver>[0],
  labels: Record<Key<Fields>, string>,
  options: {
    formats?: Partial<Record<Key<Fields>, (value: never) => string | boolean>>;
    empty?: Partial<InputValues<Fields>>;
  } = {},
): FormModel<Fields> {
  const fieldKeys = Object.keys(labels) as Key<Fields>[];
  function formValues(record?: Partial<Fields> | null, projektId?: number | null): InputValues<Fields> {
    const values: Record<string, unknown> = {};
    for (const key of fieldKeys) {
      const stored = record?.[key] ?? (key === 'projekt_id' ? projektId : undefined);
      const format = (options.formats?.[key] ?? inputValue) as (value: unknown) => string | boolean;
      const nothing = record ? '' : (options.empty?.[key] ?? '');
      values[key] = stored === undefined || stored === null ? nothing : format(stored);
    }
    return values as InputValues<Fields>;
  }
  return {
    labels,
    fieldKeys,
    conflictFields: fieldKeys.map((key) => ({ key, label: labels[key] })),
    formValues,
    useForm: (record, projektId) =>
      useSchemaForm<InputValues<Fields>, Fields>(schema, formValues(record, projektId)),
  };
}

/** The field names of a form, in the order of its labels (`formFeldLabels`): 422 messages may land on them. */
export function fieldKeysOf<Fields>(labels: object): (keyof Fields)[] {
  return Object.keys(labels) as (keyof Fields)[];
}
