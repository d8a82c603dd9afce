import { useId, useState } from 'react';
import { Alert, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { dateiResources, isDateiResource, messages, type Datei } from '@app/domain';
import { useCan } from '../../lib/session';
import { LoadError } from '../load-error';
import { PdfViewer } from '../pdf-viewer/pdf-viewer';
import { confirm, showAlert } from '../confirm';
import { dateiUrl, useDateien, useDateienChanged, useDeleteDatei } from './api';
import { DateienTable } from './dateien-table';
import { FileDropZone, useFileUploads } from './file-drop';
import { uploadDatei } from './upload';
import { UrlDownloadForm } from './url-download-form';

export interface DateienPanelProps {
  /** Table name of the record the files belong to, e.g. 'projekte'. */
  resource: string;
  resourceId: number;
  projektId?: number | null;
}

/** A record's files: list, upload (button or drag and drop), download by URL, delete, PDFs in the viewer. */
export function DateienPanel({ resource, resourceId, projektId = null }: DateienPanelProps) {
  const rights = isDateiResource(resource) ? dateiResources[resource] : null;
  const canWrite = useCan(rights?.bearbeiten ?? 'benutzer.verwalten') && !!rights;
  const query = useDateien(resource, resourceId);
  const changed = useDateienChanged(resource, resourceId);
  const remove = useDeleteDatei(resource, resourceId);
  const [pdf, setPdf] = useState<Datei | null>(null);
  const titleId = useId();
  const { upload, errors, clearErrors, send } = useFileUploads(
    (file, onProgress) => uploadDatei({ resource, resourceId, projektId }, file, onProgress),
    async (done) => {
      notifications.show({
        color: 'teal',
        message: done === 1 ? messages.dateiHochgeladen : `${done} Dateien hochgeladen.`,
      });
      await changed();
    },
  );

  async function deleteDatei(datei: Datei) {
    if (
      !(await confirm(messages.dateiWirklichLoeschen, {
        details: datei.name,
        confirmLabel: 'Löschen',
        danger: true,
      }))
    )
      return;
    try {
      await remove.mutateAsync(datei.id);
      notifications.show({ color: 'teal', message: messages.dateiGeloescht });
    } catch {
      await showAlert(messages.loeschenFehler);
    }
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={titleId}>
          Dateien{query.data ? ` (${query.data.length})` : ''}
        </Title>
        {canWrite && (
          <FileButton onChange={(files) => void send(files)} multiple>
            {(props) => (
              <Button
                {...props}
                leftSection={<IconUpload size={16} aria-hidden />}
                loading={!!upload}
                variant="light"
              >
                Datei hochladen
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      <Stack gap="sm">
        {canWrite && (
          <FileDropZone
            testId="dateien-dropzone"
            upload={upload}
            onFiles={(files) => void send(files)}
            center
          >
            <Text size="sm" c="dimmed">
              Dateien hierher ziehen oder „Datei hochladen“ wählen (PDF, Bilder, Office-Dokumente, Text)
            </Text>
          </FileDropZone>
        )}
        {errors.length > 0 && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            onClose={clearErrors}
          >
            {errors.map((e) => (
              <div key={e}>{e}</div>
            ))}
          </Alert>
        )}
        {query.error ? (
          <LoadError error={query.error} />
        ) : (
          <DateienTable
            dateien={query.data ?? []}
            canDelete={canWrite}
            onOpenPdf={setPdf}
            onDelete={(d) => void deleteDatei(d)}
          />
        )}
        {canWrite && <UrlDownloadForm resource={resource} resourceId={resourceId} projektId={projektId} />}
      </Stack>
      <PdfViewer
        opened={!!pdf}
        onClose={() => setPdf(null)}
        url={pdf ? dateiUrl(pdf.id) : ''}
        title={pdf?.name ?? ''}
      />
    </Paper>
  );
}
