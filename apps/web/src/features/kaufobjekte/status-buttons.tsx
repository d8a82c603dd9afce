import type { BaseSyntheticEvent } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { kaufobjektStatus, kaufobjektStatusEnter } from '@app/domain';

/**
 * SPEC §4: each button sets the hidden status to its target and submits. The Erfasst button comes
 * first, so it is the form's default button: Enter in any field submits it.
 */
const order = [
  ...kaufobjektStatus.filter((s) => s.id === kaufobjektStatusEnter),
  ...kaufobjektStatus.filter((s) => s.id !== kaufobjektStatusEnter),
];

export function StatusButtons({
  formId,
  busy,
  disabled,
}: {
  formId: string;
  busy?: boolean;
  disabled?: boolean;
}) {
  return (
    <Group gap="xs">
      <Text size="sm" fw={500}>
        Speichern mit Status:
      </Text>
      {order.map((s) => (
        <Button
          key={s.id}
          type="submit"
          form={formId}
          data-status={s.id}
          variant={s.id === kaufobjektStatusEnter ? 'filled' : 'default'}
          loading={busy}
          disabled={disabled}
        >
          {s.name}
        </Button>
      ))}
    </Group>
  );
}

/** The target status of the button that submitted the form (Enter: the default button, Erfasst). */
export function submittedStatus(event: BaseSyntheticEvent): string {
  const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
  return submitter?.dataset.status ?? String(kaufobjektStatusEnter);
}
