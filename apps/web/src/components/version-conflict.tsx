import { Alert, Button, Group, Radio, Table, Text } from '@mantine/core';
import { displayValue, messages, type MergeChoice } from '@app/domain';

export interface ConflictField<K extends string = string> {
  key: K;
  label: string;
  /** The value as the user reads it (a catalogue name, 'Projektnr Name'); else the de-AT default. */
  format?: (value: unknown) => string;
}

/** 'Projektnr Name' for the project ids the form knows (its record before and after the conflict). */
export function projektFormat(
  ...records: readonly ({
    projekt_id?: number | null;
    projektnr?: number | null;
    projekt_name?: string | null;
  } | null)[]
): (value: unknown) => string {
  return (value) => {
    const known = records.find((r) => r && r.projekt_id === value && r.projektnr);
    return known ? `${known.projektnr} ${known.projekt_name ?? ''}`.trim() : displayValue(value);
  };
}

/** What the panel says; the defaults are the version conflict's. Another comparison (e.g. the Firmenbuch extract beside the input) brings its own. */
export interface ConflictTexts {
  title: string;
  /** Above the table; default 'Geändert von: …' and the merge hint. */
  intro?: string;
  mineColumn: string;
  theirsColumn: string;
  mineChoice: string;
  theirsChoice: string;
  takeTheirs: string;
  save: string;
}

export const versionConflictTexts: ConflictTexts = {
  title: messages.versionKonflikt,
  mineColumn: 'Ihre Eingabe',
  theirsColumn: 'Aktuell gespeichert',
  mineChoice: 'Meine',
  theirsChoice: 'Gespeichert',
  takeTheirs: 'Aktuelle Version übernehmen',
  save: 'Mit dieser Auswahl speichern',
};

/**
 * A 409 answer (DESIGN §5) after the field-wise merge: only the fields both users changed differently,
 * each with the choice of the own input or the saved value; the form stays editable meanwhile. The
 * ways out: save with these choices (the form's current input, merged), or take the saved version over.
 */
export function VersionConflict<K extends string>({
  fields,
  mine,
  current,
  changedBy,
  conflicts,
  choices = {},
  onChoose,
  known = [],
  onTakeCurrent,
  onOverwrite,
  busy,
  texts = versionConflictTexts,
}: {
  fields: readonly ConflictField<K>[];
  mine: Partial<Record<K, unknown>>;
  current: Partial<Record<K, unknown>>;
  changedBy: string | null;
  /** The fields to decide; all when absent. */
  conflicts?: readonly string[];
  choices?: Partial<Record<K, MergeChoice>>;
  onChoose?: (key: string, choice: MergeChoice) => void;
  /** Records that name their project (the form's loaded and the saved version): 'projekt_id' reads 'Nr Name'. */
  known?: readonly ({
    projekt_id?: number | null;
    projektnr?: number | null;
    projekt_name?: string | null;
  } | null)[];
  onTakeCurrent: () => void;
  onOverwrite: () => void;
  busy?: boolean;
  texts?: ConflictTexts;
}) {
  // A conflicting field the panel has no label for still gets its row: nothing is decided unseen.
  const shown: readonly ConflictField<K>[] = conflicts
    ? conflicts.map((key) => fields.find((f) => f.key === key) ?? { key: key as K, label: key })
    : fields;
  return (
    <Alert color="orange" title={texts.title} role="alert" mb="md">
      {texts.intro !== undefined ? (
        <Text size="sm" mb="sm">
          {texts.intro}
        </Text>
      ) : (
        <>
          <Text size="sm" mb="sm">
            Geändert von: {changedBy ?? 'unbekannt'}
          </Text>
          <Text size="sm" mb="sm">
            {messages.versionKonfliktFelder}
          </Text>
        </>
      )}
      <Table withTableBorder aria-label="Versionsvergleich" mb="sm" bg="var(--mantine-color-body)">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Feld</Table.Th>
            <Table.Th>{texts.mineColumn}</Table.Th>
            <Table.Th>{texts.theirsColumn}</Table.Th>
            {onChoose && <Table.Th>Speichern</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map(
            ({ key, label, format = key === 'projekt_id' ? projektFormat(...known) : displayValue }) => (
              <Table.Tr key={key}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{format(mine[key])}</Table.Td>
                <Table.Td>{format(current[key])}</Table.Td>
                {onChoose && (
                  <Table.Td>
                    <Radio.Group
                      value={choices[key] ?? 'mine'}
                      onChange={(value) => onChoose(key, value as MergeChoice)}
                      aria-label={`Wert für ${label}`}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Radio value="mine" label={texts.mineChoice} />
                        <Radio value="theirs" label={texts.theirsChoice} />
                      </Group>
                    </Radio.Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ),
          )}
        </Table.Tbody>
      </Table>
      <Group>
        <Button variant="default" onClick={onTakeCurrent} disabled={busy}>
          {texts.takeTheirs}
        </Button>
        <Button color="orange" onClick={onOverwrite} loading={busy}>
          {texts.save}
        </Button>
      </Group>
    </Alert>
  );
}
