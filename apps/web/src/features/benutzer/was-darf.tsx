import { useId } from 'react';
import { List, Paper, Text, Title } from '@mantine/core';
import { wasDarfDiesePerson } from '@app/domain';

/** 'Was darf diese Person?': derived from the area definitions and the catalogue the server enforces. */
export function WasDarf({
  isAdmin,
  berechtigungen,
  aktiv,
}: {
  isAdmin: boolean;
  berechtigungen: readonly string[];
  aktiv: boolean;
}) {
  const { bildschirme, aktionen } = wasDarfDiesePerson({ isAdmin, berechtigungen });
  const headingId = useId();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" mb="xs" id={headingId}>
        Was darf diese Person?
      </Title>
      {!aktiv && (
        <Text c="red" mb="xs">
          Inaktiv: kann sich nicht anmelden.
        </Text>
      )}
      {bildschirme.length === 0 && aktionen.length === 0 ? (
        <Text c="dimmed">Nur die Startseite.</Text>
      ) : (
        <List size="sm" spacing={2}>
          {bildschirme.map((b) => (
            <List.Item key={b.path}>
              {b.label}: {b.zugriff}
            </List.Item>
          ))}
          {aktionen.map((a) => (
            <List.Item key={a}>{a}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
