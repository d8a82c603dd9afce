import type { ReactNode } from 'react';
import { Checkbox, Grid, NativeSelect, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  monitoringIntervallDefault,
  monitoringIntervalle,
  type KundeFields,
  type MonitoringArt,
} from '@app/domain';
import { kundeFieldLabels, type KundeForm } from './kunde-form-model';
import { FormText, FormTextarea } from '../../components/form-fields/form-text';

const artOptionen = [
  { value: '', label: 'kein Monitoring' },
  { value: '0', label: 'Sidefile' },
  { value: '1', label: 'Schnittstelle' },
];

/**
 * Name, number and the monitoring (SPEC §4): art 0 'Sidefile' shows the sidefile section (files, run
 * button: `sidefile`), any other art a URL input; the interval switches between 7 and 30 days when the type
 * changes (SPEC §9 defaults).
 */
export function KundeFieldsForm({
  form,
  autoFocus,
  sidefile,
}: {
  form: KundeForm;
  autoFocus?: boolean;
  sidefile?: ReactNode;
}) {
  const { register, formState, setValue, control } = form;
  const error = (key: keyof KundeFields) => formState.errors[key]?.message;
  const art = useWatch({ control, name: 'monitoring_art' });
  const intervall = useWatch({ control, name: 'intervall_tage' });

  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <FormText form={form} name="name" label={kundeFieldLabels.name} required autoFocus={autoFocus} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={kundeFieldLabels.kundennr} {...register('kundennr')} error={error('kundennr')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Checkbox label="Aktiv" {...register('aktiv')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NativeSelect
          label={kundeFieldLabels.monitoring_art}
          data={artOptionen}
          {...register('monitoring_art', {
            onChange: (e: { target: { value: string } }) => {
              const neu = e.target.value === '' ? null : (Number(e.target.value) as MonitoringArt);
              setValue('intervall_tage', String(monitoringIntervallDefault(neu)), { shouldDirty: true });
            },
          })}
          error={error('monitoring_art')}
        />
      </Grid.Col>
      {art !== '' && (
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="kunde-intervall-label">
              {kundeFieldLabels.intervall_tage}
            </Text>
            <SegmentedControl
              aria-labelledby="kunde-intervall-label"
              value={intervall}
              onChange={(v) => setValue('intervall_tage', v, { shouldDirty: true })}
              data={monitoringIntervalle.map((t) => ({ value: String(t), label: `${t} Tage` }))}
            />
          </Stack>
        </Grid.Col>
      )}
      {art === '1' && (
        <Grid.Col span={12}>
          <TextInput
            label={kundeFieldLabels.monitoring_url}
            placeholder="https://…"
            required
            {...register('monitoring_url')}
            error={error('monitoring_url')}
          />
        </Grid.Col>
      )}
      {art === '0' && sidefile && <Grid.Col span={12}>{sidefile}</Grid.Col>}
      <Grid.Col span={12}>
        <FormTextarea form={form} name="bemerkung" label={kundeFieldLabels.bemerkung} />
      </Grid.Col>
    </Grid>
  );
}
