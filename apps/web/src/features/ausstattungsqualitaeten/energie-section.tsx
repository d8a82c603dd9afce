import { Grid, TextInput } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import {
  energieklasse,
  energieklassen,
  energieMesswert,
  pebmErnAnteil,
  pebmErnWarnung,
  type EnergieIndikator,
} from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { formatNumber } from '../../lib/format';
import { inputNumber, type AusstattungsqualitaetForm } from './ausstattungsqualitaet-form-model';

const labels: Record<EnergieIndikator, { wert: string; klasse: string }> = {
  hwb: { wert: 'HWB (kWh/m²a)', klasse: 'HWB-Klasse' },
  fgee: { wert: 'fGEE', klasse: 'fGEE-Klasse' },
  co2: { wert: 'CO₂ (kg/m²a)', klasse: 'CO₂-Klasse' },
  peb: { wert: 'PEB (kWh/m²a)', klasse: 'PEB-Klasse' },
};
const klassenOptionen = energieklassen.map((k) => ({ value: k, label: k }));

/** One indicator: the number decides the class (SPEC §9); the class is typed by hand only without a number. */
function Indikator({ form, indikator }: { form: AusstattungsqualitaetForm; indikator: EnergieIndikator }) {
  const wertFeld = energieMesswert[indikator];
  const wert = inputNumber(useWatch({ control: form.control, name: wertFeld }));
  const berechnet = energieklasse(indikator, wert);
  const errors = form.formState.errors;
  return (
    <>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label={labels[indikator].wert}
          inputMode="decimal"
          {...form.register(wertFeld)}
          error={errors[wertFeld]?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <Controller
          control={form.control}
          name={indikator}
          render={({ field }) => (
            <ChoiceSelect
              label={labels[indikator].klasse}
              data={klassenOptionen}
              value={berechnet ?? ((field.value as string | null) || null)}
              onChange={(v) => field.onChange(v ?? '')}
              readOnly={berechnet !== null}
              clearable={berechnet === null}
              description={berechnet !== null ? 'aus dem Wert berechnet' : undefined}
              error={errors[indikator]?.message}
            />
          )}
        />
      </Grid.Col>
    </>
  );
}

/** Energy certificate: hwbm, fgeem, co2m, pebm with their classes, pebm_ern and the renewable share. */
export function EnergieSection({ form }: { form: AusstattungsqualitaetForm }) {
  const pebm = inputNumber(useWatch({ control: form.control, name: 'pebm' }));
  const pebmErn = inputNumber(useWatch({ control: form.control, name: 'pebm_ern' }));
  const anteil = pebmErnAnteil(pebm, pebmErn);
  // A hint only: saving stays possible (the certificate may be entered in steps).
  const warnung = pebmErnWarnung(pebm, pebmErn);
  return (
    <Grid>
      <Indikator form={form} indikator="hwb" />
      <Indikator form={form} indikator="fgee" />
      <Indikator form={form} indikator="co2" />
      <Indikator form={form} indikator="peb" />
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="PEB erneuerbar (kWh/m²a)"
          inputMode="decimal"
          {...form.register('pebm_ern')}
          description={warnung}
          error={form.formState.errors.pebm_ern?.message}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, sm: 3 }}>
        <TextInput
          label="Anteil erneuerbar (%)"
          readOnly
          value={anteil === null ? '' : formatNumber(anteil)}
          description="100 / PEB × PEB erneuerbar"
        />
      </Grid.Col>
    </Grid>
  );
}
