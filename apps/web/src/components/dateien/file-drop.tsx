import { useEffect, useState, type ReactNode } from 'react';
import { Box, Progress, Stack, Text } from '@mantine/core';
import { errorMessage, ValidationError } from '../../lib/api-client';

export interface UploadProgress {
  name: string;
  progress: number;
}

function uploadError(file: File, error: unknown): string {
  const text =
    error instanceof ValidationError ? Object.values(error.errors).flat().join(' ') : errorMessage(error);
  return `${file.name}: ${text}`;
}

/**
 * Files sent one after another with their progress; a file that fails is named with the API's German
 * reason and the rest still go. While one runs, closing or reloading the tab asks first.
 */
export function useFileUploads(
  uploadOne: (file: File, onProgress: (progress: number) => void) => Promise<unknown>,
  onDone: (done: number) => void | Promise<void>,
) {
  const [upload, setUpload] = useState<UploadProgress | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const uploading = !!upload;

  useEffect(() => {
    if (!uploading) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [uploading]);

  async function send(files: readonly File[]) {
    if (!files.length || upload) return;
    setErrors([]);
    const failed: string[] = [];
    let done = 0;
    for (const file of files) {
      setUpload({ name: file.name, progress: 0 });
      try {
        await uploadOne(file, (progress) => setUpload({ name: file.name, progress }));
        done += 1;
      } catch (error) {
        failed.push(uploadError(file, error));
      }
    }
    setUpload(null);
    setErrors(failed);
    if (done) await onDone(done);
  }

  return { upload, errors, clearErrors: () => setErrors([]), send };
}

/** A dashed box files are dropped on; shows the running upload's progress instead of its content. */
export function FileDropZone({
  testId,
  upload,
  onFiles,
  center,
  children,
}: {
  testId: string;
  upload: UploadProgress | null;
  onFiles: (files: File[]) => void;
  center?: boolean;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <Box
      data-testid={testId}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFiles([...e.dataTransfer.files]);
      }}
      p="sm"
      style={{
        border: `2px dashed var(--mantine-color-${dragging ? 'blue-5' : 'gray-4'})`,
        borderRadius: 6,
        background: dragging ? 'var(--mantine-color-blue-0)' : undefined,
        textAlign: center ? 'center' : undefined,
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
        children
      )}
    </Box>
  );
}
