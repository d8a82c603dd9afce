import { Button, Group } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { nutzwertStatusListe } from '@app/domain';
import type { NutzwertgutachtenForm } from './nutzwertgutachten-form-model';

/**
 * SPEC §4: a change-state button ticks the status radio with its new value and submits the form.
 * One button per status other than the ticked one.
 */
export function StatusButtons({
  form,
  onSubmit,
  disabled,
}: {
  form: NutzwertgutachtenForm;
  onSubmit: () => void;
  disabled?: boolean;
}) {
  const status = useWatch({ control: form.control, name: 'status' });
  return (
    <Group gap="xs">
      {nutzwertStatusListe
        .filter((s) => String(s.id) !== status)
        .map((s) => (
          <Button
            key={s.id}
            variant="outline"
            disabled={disabled}
            onClick={() => {
              form.setValue('status', String(s.id), { shouldDirty: true });
              onSubmit();
            }}
          >
            Status: {s.name}
          </Button>
        ))}
    </Group>
  );
}
