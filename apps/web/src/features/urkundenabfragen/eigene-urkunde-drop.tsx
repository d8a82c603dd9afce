import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '@app/domain';
import { FileDropZone, useFileUploads } from '../../components/dateien/file-drop';
import { importKeys, uploadUrkunde } from './api';

/**
 * Issue 25 point 4: deeds the user already has (PDFs from a notary or a client), dropped or chosen, several
 * at once; each is stored and read like a fetched deed and appears in the import's list (live, over the
 * import's channel), opening in the same review.
 */
export function EigeneUrkundeDrop({ importId }: { importId: number }) {
  const client = useQueryClient();
  const { upload, errors, clearErrors, send } = useFileUploads(
    (file, onProgress) => uploadUrkunde(importId, file, onProgress),
    (done) => {
      notifications.show({ color: 'teal', message: messages.importUrkundenAbgelegt(done) });
      void client.invalidateQueries({ queryKey: importKeys.all(importId) });
    },
  );

  return (
    <Stack gap="xs" mb="md">
      <FileDropZone testId="urkunde-dropzone" upload={upload} onFiles={(files) => void send(files)}>
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
      </FileDropZone>
      {errors.length > 0 && (
        <Alert color="red" role="alert" withCloseButton onClose={clearErrors}>
          {errors.map((e) => (
            <div key={e}>{e}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
