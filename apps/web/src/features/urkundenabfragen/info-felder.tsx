import { Button, Table, Text } from '@mantine/core';
import { infoFeldLabels, infoFeldNamen, type InfoFeldName, type Urkundenabfrage } from '@app/domain';

/** The land-register share and B-LNR as read (issue 25): shown with their words, for information only. */
export function InfoFelder({
  row,
  aktiv,
  onZeigen,
}: {
  row: Urkundenabfrage;
  aktiv: string | null;
  onZeigen: (name: InfoFeldName) => void;
}) {
  return infoFeldNamen.map((name) => {
    const f = row.felder[name];
    if (!f || f.wert == null) return null;
    return (
      <Table.Tr
        key={name}
        data-feld={name}
        style={aktiv === name ? { boxShadow: 'inset 4px 0 0 var(--mantine-color-blue-6)' } : undefined}
      >
        <Table.Td>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onZeigen(name)}
            aria-label={`${infoFeldLabels[name]} in der Urkunde zeigen`}
          >
            {infoFeldLabels[name]}
          </Button>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{String(f.wert)}</Text>
        </Table.Td>
        <Table.Td colSpan={2}>
          <Text size="xs" c="dimmed">
            zur Information
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  });
}
