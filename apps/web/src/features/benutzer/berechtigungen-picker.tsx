import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  passendeVorlage,
  permissionCatalogue,
  permissionGroups,
  vorlageAbweichung,
  vorlageText,
  type Permission,
  type Vorlage,
} from '@app/domain';
import { idNameOptions } from '../../lib/options';

/**
 * The permissions of a user (or template) grouped by area, in words (SPEC §6): picking a template ticks its
 * permissions; ticking boxes selects the template that matches exactly; a deviation shows as
 * 'Vorlage: X (angepasst +n/−m)' with a reset.
 */
export function BerechtigungenPicker({
  value,
  onChange,
  vorlagen,
  vorlageId,
  onVorlageChange,
  disabled,
}: {
  value: readonly string[];
  onChange: (next: Permission[]) => void;
  /** Without templates (editing a template itself): only the boxes. */
  vorlagen?: readonly Vorlage[];
  vorlageId?: number | null;
  onVorlageChange?: (id: number | null) => void;
  disabled?: boolean;
}) {
  const vorlage = vorlagen?.find((v) => v.id === vorlageId) ?? null;
  const abweichung = vorlage ? vorlageAbweichung(value, vorlage.berechtigungen) : null;
  const toggle = (p: Permission, on: boolean) => {
    const next = Object.keys(permissionCatalogue).filter((k) =>
      k === p ? on : value.includes(k),
    ) as Permission[];
    onChange(next);
    const match = vorlagen && passendeVorlage(vorlagen, next);
    if (match && onVorlageChange) onVorlageChange(match.id);
  };
  const pick = (id: number | null) => {
    onVorlageChange?.(id);
    const chosen = vorlagen?.find((v) => v.id === id);
    if (chosen) onChange([...chosen.berechtigungen]);
  };

  return (
    <Stack gap="sm">
      {vorlagen && (
        <Group align="flex-end" gap="sm">
          <NativeSelect
            label="Berechtigungsvorlage"
            value={vorlageId ? String(vorlageId) : ''}
            onChange={(e) => pick(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
            data={[{ value: '', label: 'Keine Vorlage' }, ...idNameOptions(vorlagen)]}
            disabled={disabled}
          />
          {vorlage && abweichung && (
            <Text size="sm" data-testid="vorlage-status" mb={6}>
              {vorlageText(vorlage.name, abweichung)}
            </Text>
          )}
          {vorlage &&
            abweichung &&
            (abweichung.plus.length > 0 || abweichung.minus.length > 0) &&
            !disabled && (
              <Button
                variant="subtle"
                size="compact-sm"
                mb={4}
                onClick={() => onChange([...vorlage.berechtigungen])}
              >
                Auf Vorlage zurücksetzen
              </Button>
            )}
        </Group>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {permissionGroups.map((group) => (
          <Paper key={group.label} withBorder p="sm">
            <Title order={4} size="h6" mb="xs">
              {group.label}
            </Title>
            <Stack gap={6}>
              {group.permissions.map((p) => (
                <Checkbox
                  key={p}
                  label={permissionCatalogue[p]}
                  checked={value.includes(p)}
                  disabled={disabled}
                  onChange={(e) => toggle(p, e.currentTarget.checked)}
                />
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
