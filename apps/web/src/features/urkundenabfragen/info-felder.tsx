import { Table, Text } from '@mantine/core';
import { infoFeldLabels, infoFeldNamen, type InfoFeldName, type Urkundenabfrage } from '@app/domain';
import { FeldZeile } from './feld-zeile';

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
      <FeldZeile
        key={name}
        name={name}
        label={infoFeldLabels[name]}
        aktiv={aktiv === name}
        onZeigen={() => onZeigen(name)}
      >
        <Table.Td>
          <Text size="sm">{String(f.wert)}</Text>
        </Table.Td>
        <Table.Td colSpan={2}>
          <Text size="xs" c="dimmed">
            zur Information
          </Text>
        </Table.Td>
      </FeldZeile>
    );
  });
}
