import { ActionIcon, Anchor, Group, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { formatDate, formatDateigroesse, messages, type Datei } from '@app/domain';
import { dateiUrl } from './api';

interface Props {
  dateien: readonly Datei[];
  canDelete: boolean;
  onOpenPdf: (datei: Datei) => void;
  onDelete: (datei: Datei) => void;
}

/** A record's files: name (PDFs open in the viewer), size, created, creator, actions. */
export function DateienTable({ dateien, canDelete, onOpenPdf, onDelete }: Props) {
  if (!dateien.length) {
    return (
      <Text c="dimmed" size="sm" py="xs">
        {messages.keineDateien}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover aria-label="Dateien" verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Größe</Table.Th>
            <Table.Th>Erstellt</Table.Th>
            <Table.Th>Von</Table.Th>
            <Table.Th style={{ width: 80 }}>
              <VisuallyHidden>Aktionen</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {dateien.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Td style={{ wordBreak: 'break-word' }}>
                {d.mime === 'application/pdf' ? (
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() => onOpenPdf(d)}
                    title="Im PDF-Betrachter öffnen"
                  >
                    {d.name}
                  </Anchor>
                ) : (
                  <Anchor href={dateiUrl(d.id)} target="_blank" rel="noopener">
                    {d.name}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                {formatDateigroesse(d.size)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(d.created, true)}</Table.Td>
              <Table.Td>{d.creator_name ?? ''}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <Tooltip label="Herunterladen">
                    <ActionIcon
                      variant="subtle"
                      component="a"
                      href={dateiUrl(d.id)}
                      download={d.name}
                      aria-label={`${d.name} herunterladen`}
                    >
                      <IconDownload size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  {canDelete && (
                    <Tooltip label="Löschen">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        onClick={() => onDelete(d)}
                        aria-label={`${d.name} löschen`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
