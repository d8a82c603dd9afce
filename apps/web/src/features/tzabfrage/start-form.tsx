import { useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Text, Textarea } from '@mantine/core';
import { useNavigate } from 'react-router';
import { tzabfragePath, tzBeispiel, type TzabfrageVorschau } from '@app/domain';
import { ValidationError, errorMessage } from '../../lib/api-client';
import { useStart, useVorschau, type TzForm } from './api';
import { GerichtJahrFields } from '../../components/gericht-jahr-fields';
import { FormPanel } from '../../components/form-panel';

/**
 * Starts a batch: court, year and TZ numbers ('1–5000/2018', 'TZ 1234/2018', '1234/18', pasted lists). The
 * preview counts new / already fetched / gaps first; 'Abfrage starten' fetches the new ones.
 */
export function StartForm() {
  const navigate = useNavigate();
  const [form, setForm] = useState<TzForm>({
    gericht: tzBeispiel.gericht,
    jahr: String(tzBeispiel.jahr),
    tz: '',
  });
  const [preview, setPreview] = useState<TzabfrageVorschau | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [fehler, setFehler] = useState<string | null>(null);
  const vorschau = useVorschau();
  const start = useStart();

  const change = (field: keyof TzForm) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setForm((f) => ({ ...f, [field]: value }));
    setPreview(null); // the preview was for the old input
  };
  const fail = (e: unknown) => {
    if (e instanceof ValidationError) setErrors(e.errors);
    else setFehler(errorMessage(e));
  };
  const check = async () => {
    setErrors({});
    setFehler(null);
    try {
      setPreview(await vorschau.mutateAsync(form));
    } catch (e) {
      fail(e);
    }
  };
  const run = async () => {
    setFehler(null);
    try {
      const { id } = await start.mutateAsync(form);
      void navigate(tzabfragePath(id));
    } catch (e) {
      fail(e);
    }
  };
  const err = (f: string) => errors[f]?.join(' ');

  return (
    <FormPanel title="Neue Tzabfrage" onSubmit={() => void (preview && preview.neu > 0 ? run() : check())}>
      <Group align="flex-start" grow={false}>
        <GerichtJahrFields values={form} onChange={change} error={err} />
        <Textarea
          label="TZ-Nummern"
          description="Bereich oder Liste: 1–5000/2018, TZ 1234/2018, 1234/18"
          value={form.tz}
          onChange={change('tz')}
          error={err('tz')}
          autosize
          minRows={1}
          maxRows={6}
          style={{ flex: 1, minWidth: 260 }}
          required
          onKeyDown={(e) => {
            // Enter submits (preview, then start); Shift+Enter breaks the line of a pasted list.
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              e.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </Group>
      {fehler && (
        <Alert color="red" role="alert" mt="sm">
          {fehler}
        </Alert>
      )}
      {preview && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} mt="md" aria-label="Vorschau" data-testid="vorschau">
          <Text>
            <b>{preview.gesamt}</b> TZ angegeben ({preview.bereich})
          </Text>
          <Text c="teal">
            <b data-testid="vorschau-neu">{preview.neu}</b> neu
          </Text>
          <Text c="dimmed">
            <b data-testid="vorschau-vorhanden">{preview.vorhanden}</b> bereits geholt
          </Text>
          <Text c="dimmed">
            <b data-testid="vorschau-luecken">{preview.luecken}</b> Lücken
          </Text>
        </SimpleGrid>
      )}
      <Group mt="md">
        <Button
          type="button"
          variant={preview ? 'default' : 'filled'}
          loading={vorschau.isPending}
          onClick={() => void check()}
        >
          Vorschau
        </Button>
        <Button
          type="button"
          disabled={!preview || preview.neu === 0}
          loading={start.isPending}
          onClick={() => void run()}
        >
          {preview && preview.neu > 0 ? `${preview.neu} TZ abfragen` : 'Abfrage starten'}
        </Button>
      </Group>
    </FormPanel>
  );
}
