import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Praesenz, PraesenzEintrag } from '@app/domain';

function nachKunde(list: PraesenzEintrag[]) {
  const groups = new Map<number, { name: string; eintraege: PraesenzEintrag[] }>();
  for (const e of list) {
    const g = groups.get(e.kunde_id) ?? { name: e.kunde_name, eintraege: [] };
    g.eintraege.push(e);
    groups.set(e.kunde_id, g);
  }
  return [...groups.entries()];
}

/** Where a frontend user is: the project's name, else the page; the start page by name, not as '/'. */
export function praesenzOrt(e: Pick<PraesenzEintrag, 'projekt_name' | 'pfad'>): string {
  if (e.projekt_name) return e.projekt_name;
  const pfad = e.pfad.trim();
  if (pfad === '' || pfad === '/') return 'Startseite';
  return pfad;
}

function Liste({ titel, list, testId }: { titel: string; list: PraesenzEintrag[]; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid={testId}>
      <Group justify="space-between" mb="xs">
        <Text fw={600}>{titel}</Text>
        <Badge size="lg" variant="light" data-testid={`${testId}-anzahl`}>
          {list.length}
        </Badge>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          Niemand online.
        </Text>
      ) : (
        <Stack gap="xs">
          {nachKunde(list).map(([id, g]) => (
            <div key={id} data-testid="praesenz-kunde">
              <Text size="sm" fw={600}>
                {g.name}
              </Text>
              {g.eintraege.map((e) => (
                <Text size="sm" key={e.frontend_user_id} pl="sm" data-testid="praesenz-eintrag">
                  {e.name}
                  <Text span c="dimmed">
                    {' '}
                    · {praesenzOrt(e)}
                  </Text>
                </Text>
              ))}
            </div>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** Online now (seen in the last 2 minutes), split into kunden and admins, grouped by Kunde. */
export function PraesenzPanel({ praesenz }: { praesenz: Praesenz | null }) {
  return (
    <section aria-labelledby="praesenz-titel">
      <Title order={2} size="h4" id="praesenz-titel" mb="xs">
        Jetzt online
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Liste titel="Kunden" list={praesenz?.kunden ?? []} testId="praesenz-kunden" />
        <Liste titel="Admins" list={praesenz?.admins ?? []} testId="praesenz-admins" />
      </SimpleGrid>
    </section>
  );
}
