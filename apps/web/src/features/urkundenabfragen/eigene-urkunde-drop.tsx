import { useState, type DragEvent } from 'react';
import { Alert, Box, Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@app/domain';
import { errorMessage, ValidationError } from '../../lib/api-client';
import { importKeys, uploadUrkunde } from './api';

function dropError(file: File, error: unknown): string {
  const text =
    error instanceof ValidationError ? Object.values(error.errors).flat().join(' ') : errorMessage(error);
  return `${file.name}: ${text}`;
}

/**
 * Issue 25 point 4: deeds the user already has (PDFs from a notary or a client), dropped or chosen, several
 * at once; each is stored and read like a fetched deed and appears in the import's list (live, over the
 * import's channel), opening in the same review.
 */
export function EigeneUrkundeDrop({ importId }: { importId: number }) {
  const client = useQueryClient();
  const [upload, setUpload] = useState<{ name: string; progress: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  async function send(files: readonly File[]) {
    if (!files.length || upload) return;
    setErrors([]);
    const failed: string[] = [];
    let done = 0;
    for (const file of files) {
      setUpload({ name: file.name, progress: 0 });
      try {
        await uploadUrkunde(importId, file, (progress) => setUpload({ name: file.name, progress }));
        done += 1;
      } catch (error) {
        failed.push(dropError(file, error));
      }
    }
    setUpload(null);
    setErrors(failed);
    if (done) {
      notifications.show({ color: 'teal', message: messages.importUrkundenAbgelegt(done) });
      void client.invalidateQueries({ queryKey: importKeys.all(importId) });
    }
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  }

  return (
    <Stack gap="xs" mb="md">
      <Box
        data-testid="urkunde-dropzone"
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
          <Group justify="center" gap="sm">
            <Text size="sm" c="dimmed">
              {messages.importEigeneUrkundeAblegen}
            </Text>
            <FileButton onChange={(files) => void send(files)} accept="application/pdf,.pdf" multiple>
              {(props) => (
                <Button
                  {...props}
                  size="xs"
                  variant="light"
                  leftSection={<IconFileUpload size={14} aria-hidden />}
                >
                  PDF auswählen
                </Button>
              )}
            </FileButton>
          </Group>
        )}
      </Box>
      {errors.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setErrors([])}>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
