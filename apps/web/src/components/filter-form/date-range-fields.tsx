import { useEffect, useState } from 'react';
import { Group, TextInput } from '@mantine/core';
import { formatDate, messages, parseDate } from '@app/domain';
import { rangeErrors, type RangeRule } from './range';

type Ends = { von: string; bis: string };
const dateRange: RangeRule = { von: 'von', bis: 'bis', value: parseDate };

/** Each end's own error (a date that does not exist, e.g. 31.02.), then 'bis vor von' on bis. */
export function dateRangeErrors(text: Ends): Record<string, string | null> {
  const own = {
    von: parseDate(text.von) ? null : messages.datumUngueltig,
    bis: parseDate(text.bis) ? null : messages.datumUngueltig,
  };
  return { ...own, ...rangeErrors(text, [dateRange], own) };
}

/**
 * 'von' and 'bis' of a filter as typed (TT.MM.JJJJ), taken on Enter or when a field is left — and only
 * when both are dates and bis is not before von (SPEC §5: a filter applies only without errors).
 */
export function DateRangeFields({ value, onChange }: { value: Ends; onChange: (range: Ends) => void }) {
  const [text, setText] = useState<Ends>({ von: formatDate(value.von), bis: formatDate(value.bis) });
  const [errors, setErrors] = useState<Record<string, string | null>>({});
  useEffect(() => {
    setText({ von: formatDate(value.von), bis: formatDate(value.bis) });
    setErrors({});
  }, [value.von, value.bis]);

  const take = () => {
    const found = dateRangeErrors(text);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    const next = { von: parseDate(text.von)!, bis: parseDate(text.bis)! };
    if (next.von !== value.von || next.bis !== value.bis) onChange(next);
  };
  const field = (key: keyof Ends) => (
    <TextInput
      label={key}
      placeholder="TT.MM.JJJJ"
      value={text[key]}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText((t) => ({ ...t, [key]: typed }));
      }}
      onBlur={take}
      onKeyDown={(e) => {
        if (e.key === 'Enter') take();
      }}
      error={errors[key]}
      style={{ flex: '1 1 120px' }}
    />
  );
  return (
    <Group grow align="flex-start" gap="sm" wrap="nowrap">
      {field('von')}
      {field('bis')}
    </Group>
  );
}
