import { TextInput } from '@mantine/core';

type Field = 'gericht' | 'jahr';

/** Bezirksgericht and Jahr of a land-register query: the same two inputs in the TZ-Abfrage and the deed import. */
export function GerichtJahrFields({
  values,
  onChange,
  error,
}: {
  values: Record<Field, string>;
  onChange: (field: Field) => (event: { currentTarget: { value: string } }) => void;
  error: (field: Field) => string | undefined;
}) {
  return (
    <>
      <TextInput
        label="Bezirksgericht"
        description="z. B. 631"
        value={values.gericht}
        onChange={onChange('gericht')}
        error={error('gericht')}
        w={140}
        required
      />
      <TextInput
        label="Jahr"
        value={values.jahr}
        onChange={onChange('jahr')}
        error={error('jahr')}
        w={100}
        required
        inputMode="numeric"
      />
    </>
  );
}
