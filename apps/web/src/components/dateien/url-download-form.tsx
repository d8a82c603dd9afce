import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconWorldDownload } from '@tabler/icons-react';
import { isDownloadUrl, messages } from '@app/domain';
import { ValidationError } from '../../lib/api-client';
import { useDownloadDatei } from './api';

/** The server's reasons after 'Konnte Datei nicht downloaden' (too large, type not allowed, not http). */
function downloadError(error: unknown): string {
  if (error instanceof ValidationError) {
    const list = [...(error.errors.url ?? []), ...(error.errors['data.url'] ?? [])];
    const rest = list.filter((m) => m !== messages.dateiNichtDownloaden);
    return [messages.dateiNichtDownloaden, ...rest].join('. ');
  }
  return messages.dateiNichtDownloaden;
}

/** 'Datei per URL laden': the button is enabled only when the URL begins with http (SPEC §5). */
export function UrlDownloadForm({
  resource,
  resourceId,
  projektId,
}: {
  resource: string;
  resourceId: number;
  projektId: number | null;
}) {
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const download = useDownloadDatei(resource, resourceId, projektId);
  const enabled = isDownloadUrl(url) && !download.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled) return;
    setError(null);
    try {
      const datei = await download.mutateAsync(url.trim());
      setUrl('');
      notifications.show({ color: 'teal', message: `${messages.dateiGeladen} ${datei.name}` });
    } catch (e) {
      setError(downloadError(e));
    }
  }

  return (
    <form onSubmit={submit} aria-label="Datei per URL laden">
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label="Datei per URL laden"
          placeholder="https://…"
          value={url}
          onChange={(e) => {
            setUrl(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          inputMode="url"
          autoComplete="off"
        />
        <Button
          type="submit"
          mt={25}
          disabled={!enabled}
          loading={download.isPending}
          leftSection={<IconWorldDownload size={16} aria-hidden />}
        >
          Laden
        </Button>
      </Group>
    </form>
  );
}
