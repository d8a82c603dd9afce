import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Paper, TextInput } from '@mantine/core';
import { formatFilter, messages, parseFilter } from '@app/domain';
import type { ListParams } from '../../lib/list-params';
import { ChoiceSelect } from '../choice-select/choice-select';
import { rangeErrors, type RangeRule } from './range';

export interface FilterField {
  /** The filter key of SPEC §7's syntax, e.g. 'nachname' or 'fulltext'. */
  key: string;
  label: string;
  placeholder?: string;
  /** A German message when the value cannot be used, else null. */
  validate?: (value: string) => string | null;
  /** A choice instead of free text (e.g. land, rolle); the value goes into the filter. */
  options?: readonly { value: string; label: string }[];
}

const maxLength = 200;
const fieldStyle = { flex: '1 1 120px', minWidth: 0 };

function check(field: FilterField, value: string): string | null {
  if (value.length > maxLength) return messages.zuLang(maxLength);
  return field.validate?.(value) ?? null;
}

type Values = Record<string, string>;

function valuesFrom(filters: readonly string[], fields: readonly FilterField[]): Values {
  const terms = parseFilter(filters.join(' AND '));
  return Object.fromEntries(fields.map((f) => [f.key, terms[f.key]?.join(' ') ?? '']));
}

interface FilterFormProps {
  fields: readonly FilterField[];
  /** Pairs of fields that form a range: 'bis' before 'von' is an error on 'bis'. */
  ranges?: readonly RangeRule[];
  list: Pick<ListParams, 'filters' | 'setFilters'>;
}

/** The list filter: its state is the URL's `q[]`, so back, reload and shared links keep it. */
export function FilterForm({ fields, list, ranges = [] }: FilterFormProps) {
  const [values, setValues] = useState(() => valuesFrom(list.filters, fields));
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  const urlKey = list.filters.join('\n');
  // The filter the fields stand for: the URL's, or what this form submitted itself.
  const synced = useRef(urlKey);

  // Only a change from outside (back button, link) replaces the fields; the answer to the form's own
  // submit must not, or what the user typed meanwhile would be lost.
  useEffect(() => {
    if (urlKey === synced.current) return;
    synced.current = urlKey;
    setValues(valuesFrom(urlKey ? urlKey.split('\n') : [], fields));
    setErrors({});
  }, [urlKey, fields]);

  function apply(filters: string[]) {
    const next = filters.filter((f) => f.trim() !== '');
    synced.current = next.join('\n');
    list.setFilters(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const own = Object.fromEntries(fields.map((f) => [f.key, check(f, values[f.key] ?? '')]));
    const found = { ...own, ...rangeErrors(values, ranges, own) };
    setErrors(found);
    // SPEC §5: a filter form submits only if no field has an error.
    if (Object.values(found).some(Boolean)) return;
    apply([formatFilter(values)]);
  }

  function reset() {
    setValues(Object.fromEntries(fields.map((f) => [f.key, ''])));
    setErrors({});
    apply([]);
  }

  return (
    <Paper
      component="form"
      role="search"
      aria-label="Filter"
      withBorder
      p="sm"
      mb="md"
      onSubmit={submit}
      noValidate
    >
      {/* The fields wrap among themselves; the buttons stay on the first line, on the right (no lone row). */}
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <Group align="flex-start" gap="sm" style={{ flex: '1 1 0', minWidth: 0 }}>
          {fields.map((field) =>
            field.options ? (
              <ChoiceSelect
                key={field.key}
                label={field.label}
                placeholder={field.placeholder ?? 'Alle'}
                data={field.options}
                value={values[field.key] || null}
                onChange={(value) => setValues((v) => ({ ...v, [field.key]: value ?? '' }))}
                // An emptied field means 'Alle', as its placeholder says.
                clearable
                style={fieldStyle}
              />
            ) : (
              <TextInput
                key={field.key}
                label={field.label}
                placeholder={field.placeholder}
                value={values[field.key] ?? ''}
                error={errors[field.key]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setValues((v) => ({ ...v, [field.key]: value }));
                  if (errors[field.key]) setErrors((e) => ({ ...e, [field.key]: check(field, value) }));
                }}
                style={fieldStyle}
              />
            ),
          )}
        </Group>
        <Group gap="xs" mt={25} wrap="nowrap" style={{ flex: 'none' }}>
          <Button type="submit">Filtern</Button>
          <Button variant="default" onClick={reset}>
            Zurücksetzen
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
