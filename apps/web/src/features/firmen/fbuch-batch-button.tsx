import { useState } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileCertificate } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { fbuchAuszugPath, messages, type OkAnswer } from '@app/domain';
import { showAlert } from '../../components/confirm';
import { api, errorMessage } from '../../lib/api-client';
import { useCan } from '../../lib/session';

/** Firm list bulk action: one Firmenbuch query for the selected firms; opens its page with live stats. */
export function FbuchBatchButton({ ids }: { ids: number[] }) {
  const navigate = useNavigate();
  const allowed = useCan('fbuch.abfragen');
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  async function run() {
    if (ids.length === 0) return showAlert(messages.keineAuswahl);
    setBusy(true);
    try {
      const { data } = await api.post<OkAnswer<{ id: number }>>('/api/fbuch/auszug', { firma_ids: ids });
      void navigate(fbuchAuszugPath(data.id));
    } catch (error) {
      notifications.show({ color: 'red', message: messages.fbuchAuszugFehler + errorMessage(error) });
      setBusy(false);
    }
  }

  return (
    <Button
      variant="light"
      leftSection={<IconFileCertificate size={16} aria-hidden />}
      loading={busy}
      onClick={() => void run()}
    >
      Firmenbuchauszüge abrufen
    </Button>
  );
}
