import { useEffect, useId, useState, type DragEvent } from 'react';
import { Alert, Box, Button, FileButton, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconUpload } from '@tabler/icons-react';
import { dateiResources, isDateiResource, messages, type Datei } from '@app/domain';
import { errorMessage, ValidationError } from '../../lib/api-client';
import { useCan } from '../../lib/session';
import { LoadError } from '../load-error';
import { PdfViewer } from '../pdf-viewer/pdf-viewer';
import { confirm, showAlert } from '../confirm';
import { dateiUrl, useDateien, useDateienChanged, useDeleteDatei } from './api';
import { DateienTable } from './dateien-table';
import { uploadDatei } from './upload';
import { UrlDownloadForm } from './url-download-form';

export interface DateienPanelProps {
  /** Table name of the record the files belong to, e.g. 'projekte'. */
  resource: string;
  resourceId: number;
  projektId?: number | null;
}

function uploadError(file: File, error: unknown): string {
  const text =
    error instanceof ValidationError ? Object.values(error.errors).flat().join(' ') : errorMessage(error);
  return `${file.name}: ${text}`;
}

/** A record's files: list, upload (button or drag and drop), download by URL, delete, PDFs in the viewer. */
export function DateienPanel({ resource, resourceId, projektId = null }: DateienPanelProps) {
  const rights = isDateiResource(resource) ? dateiResources[resource] : null;
  const canWrite = useCan(rights?.bearbeiten ?? 'benutzer.verwalten') && !!rights;
  const query = useDateien(resource, resourceId);
  const changed = useDateienChanged(resource, resourceId);
  const remove = useDeleteDatei(resource, resourceId);
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);
  const [pdf, setPdf] = useState<Datei | null>(null);
  const titleId = useId();
  const uploading = !!upload;

  // Closing or reloading the tab would cut a running upload off: the browser asks first.
  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  async function uploadFiles(files: readonly File[]) {
    if (!files.length || upload) return;
    setErrors([]);
    const failed: string[] = [];
    let done = 0;
    for (const file of files) {
      setUpload({ name: file.name, progress: 0 });
      try {
        await uploadDatei({ resource, resourceId, projektId }, file, (progress) =>
          setUpload({ name: file.name, progress }),
        );
        done += 1;
      } catch (error) {
        failed.push(uploadError(file, error));
      }
    }
    setUpload(null);
    setErrors(failed);
    if (done) {
      notifications.show({
        color: 'teal',
        message: done === 1 ? messages.dateiHochgeladen : `${done} Dateien hochgeladen.`,
      });
      await changed();
    }
  }

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

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (canWrite) void uploadFiles([...event.dataTransfer.files]);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id={titleId}>
          Dateien{query.data ? ` (${query.data.length})` : ''}
        </Title>
        {canWrite && (
          <FileButton onChange={(files) => void uploadFiles(files)} multiple>
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
          <Box
            data-testid="dateien-dropzone"
            onDragOver={(e) => {
              e.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
            p="sm"
            style={{
              border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
              borderRadius: 6,
              background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
              textAlign: 'center',
            }}
          >
            {upload ? (
              <Stack gap={4} role="status">
                <Text size="sm">
                  Lädt hoch: {upload.name} ({Math.round(upload.progress * 100)} %)
                </Text>
                <Progress value={upload.progress * 100} animated aria-label="Fortschritt des Hochladens" />
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                Dateien hierher ziehen oder „Datei hochladen“ wählen (PDF, Bilder, Office-Dokumente, Text)
              </Text>
            )}
          </Box>
        )}
        {errors.length > 0 && (
          <Alert
            color="red"
            role="alert"
            icon={<IconAlertTriangle aria-hidden />}
            withCloseButton
            onClose={() => setErrors([])}
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
