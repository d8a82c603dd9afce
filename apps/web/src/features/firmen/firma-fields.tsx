import { useCallback } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Collapse,
  Fieldset,
  Grid,
  Group,
  NumberInput,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconMapPin } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { firmaRollen, firmenArea, messages, type FirmaFields } from '@app/domain';
import { MapPicker } from '../../components/map-picker/map-picker';
import { useGeocode } from '../../components/map-picker/use-geocode';
import {
  firmaFieldLabels,
  firmaRolleFlags,
  type FirmaForm,
} from '../../components/pickers/firmen/firma-form';
import { LandSelect } from '../../components/pickers/firmen/land-select';
import { FbuchAuszugButton } from './fbuch-auszug-button';
import { PapierkorbHinweis } from '../../components/papierkorb/papierkorb-hinweis';
import { useFbnrCheck } from './use-fbnr-check';
import { FormText } from '../../components/form-fields/form-text';

const rolleInfos = { bautraeger: 'bautraeger_info', kaeufer: 'kaeufer_info', makler: 'makler_info' } as const;

const coordinate = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The Firma form of SPEC §2 with the rules of §5: used by the create and the edit page. */
export function FirmaFields({
  form,
  firmaId,
  autoFocus,
}: {
  form: FirmaForm;
  firmaId: number | null;
  autoFocus?: boolean;
}) {
  const { register, formState, control, setValue, getValues } = form;
  const error = (key: keyof FirmaFields) => formState.errors[key]?.message;
  const [fbnr, land, geoLat, geoLong, ...flags] = useWatch({
    control,
    name: ['fbnr', 'land', 'geo_lat', 'geo_long', 'ist_bautraeger', 'ist_kaeufer', 'ist_makler'],
  });
  const check = useFbnrCheck(fbnr, land, firmaId);
  const { geocode, busy } = useGeocode();

  const setLocation = (lat: number, long: number) => {
    setValue('geo_lat', lat, { shouldDirty: true, shouldValidate: true });
    setValue('geo_long', long, { shouldDirty: true, shouldValidate: true });
  };

  async function geocodeAddress() {
    const [adresse, plz, ort, landCode] = getValues(['adresse', 'plz', 'ort', 'land']);
    const result = await geocode({ strasse: adresse, plz, ort, land: landCode });
    if (result) setLocation(result.lat, result.long);
  }

  // The new-firm form's input, handed to the created firm's form after an extract (stable: getValues is).
  const typed = useCallback(() => getValues(), [getValues]);
  const fbnrError = error('fbnr') ?? check.error;
  return (
    <Stack>
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <FormText form={form} name="name" label={firmaFieldLabels.name} required autoFocus={autoFocus} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={firmaFieldLabels.rechtsform}
            {...register('rechtsform')}
            error={error('rechtsform')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput label={firmaFieldLabels.sitz} {...register('sitz')} error={error('sitz')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <LandSelect form={form} label={firmaFieldLabels.land} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label={firmaFieldLabels.fbnr}
            placeholder="z. B. 123456d"
            {...register('fbnr')}
            error={fbnrError}
          />
          {!fbnrError && check.warning && (
            <Text size="xs" c="orange.8" mt={4} role="status">
              <IconAlertTriangle size={12} aria-hidden /> {check.warning}
            </Text>
          )}
        </Grid.Col>
        {/* As wide as the button's label (a quarter of the row cut it to 'Firmenbuchauszug abr'). */}
        <Grid.Col span={{ base: 12, sm: 6, md: 'content' }} pt={{ md: 32 }}>
          <FbuchAuszugButton
            firmaId={firmaId}
            fbnr={check.fbnr}
            disabled={!check.auszugAllowed}
            typed={firmaId === null ? typed : undefined}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
          <TextInput
            label={firmaFieldLabels.funktionskennung}
            {...register('funktionskennung')}
            error={error('funktionskennung')}
          />
        </Grid.Col>
      </Grid>
      {check.duplicate && (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
          {messages.fbnrVorhanden}
          {check.duplicate.id > 0 && (
            <>
              {': '}
              <Anchor component={Link} to={`/firmen/${check.duplicate.id}`} inherit>
                {check.duplicate.name}
              </Anchor>
            </>
          )}
        </Alert>
      )}

      {/* A new firm: the typed FN may belong to a Firma in the Papierkorb (issue 28). */}
      {firmaId === null && <PapierkorbHinweis area={firmenArea} wert={check.fbnr} />}

      <Fieldset legend="Adresse und Standort">
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput label={firmaFieldLabels.adresse} {...register('adresse')} error={error('adresse')} />
          </Grid.Col>
          <Grid.Col span={{ base: 4, md: 2 }}>
            <TextInput label={firmaFieldLabels.plz} {...register('plz')} error={error('plz')} />
          </Grid.Col>
          <Grid.Col span={{ base: 8, md: 4 }}>
            <TextInput label={firmaFieldLabels.ort} {...register('ort')} error={error('ort')} />
          </Grid.Col>
          {(['geo_lat', 'geo_long'] as const).map((key) => (
            <Grid.Col key={key} span={{ base: 6, md: 3 }}>
              <Controller
                control={control}
                name={key}
                render={({ field, fieldState }) => (
                  <NumberInput
                    label={firmaFieldLabels[key]}
                    decimalScale={6}
                    decimalSeparator=","
                    hideControls
                    value={coordinate(field.value) ?? ''}
                    onChange={(v) => field.onChange(typeof v === 'number' ? v : '')}
                    onBlur={field.onBlur}
                    ref={field.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Grid.Col>
          ))}
          <Grid.Col span={{ base: 12, md: 6 }} pt={{ md: 32 }}>
            <Button
              variant="light"
              leftSection={<IconMapPin size={16} aria-hidden />}
              onClick={() => void geocodeAddress()}
              loading={busy}
            >
              Geokodieren
            </Button>
          </Grid.Col>
          <Grid.Col span={12}>
            <MapPicker
              lat={coordinate(geoLat)}
              long={coordinate(geoLong)}
              onChange={setLocation}
              height={300}
            />
          </Grid.Col>
        </Grid>
      </Fieldset>

      <Fieldset legend="Rollen">
        <Group mb="xs">
          {firmaRollen.map((rolle) => (
            <Checkbox
              key={rolle}
              label={firmaFieldLabels[firmaRolleFlags[rolle]]}
              {...register(firmaRolleFlags[rolle])}
            />
          ))}
        </Group>
        {firmaRollen.map((rolle, i) => (
          <Collapse key={rolle} in={!!flags[i]}>
            {/* Hidden blocks keep their text: unticking by mistake loses nothing. */}
            <Textarea
              label={firmaFieldLabels[rolleInfos[rolle]]}
              autosize
              minRows={2}
              mb="sm"
              {...register(rolleInfos[rolle])}
              error={error(rolleInfos[rolle])}
              tabIndex={flags[i] ? undefined : -1}
            />
          </Collapse>
        ))}
      </Fieldset>
    </Stack>
  );
}
