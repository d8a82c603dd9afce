import { Group, Radio } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/** Radios in a row for one field (e.g. a status), each option's id as the value the form holds (text). */
export function FormRadios<Values extends FieldValues, Fields>({
  form,
  name,
  label,
  options,
  onChange,
}: {
  form: UseFormReturn<Values, unknown, Fields>;
  name: Path<Values>;
  label: string;
  options: readonly { id: number | string; name: string }[];
  /** After the user chose (e.g. to keep another field in step). */
  onChange?: (value: string) => void;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          value={field.value}
          onChange={(value) => {
            field.onChange(value);
            onChange?.(value);
          }}
          error={fieldState.error?.message}
        >
          <Group mt={6}>
            {options.map((option) => (
              <Radio key={option.id} value={String(option.id)} label={option.name} />
            ))}
          </Group>
        </Radio.Group>
      )}
    />
  );
}
