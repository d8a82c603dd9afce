import { useRef } from 'react';
import { Checkbox, Grid, Group, Input, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  firmaDisplay,
  firmaRollen,
  geocodeInputError,
  messages,
  type FirmaFields,
  type FirmaKurz,
  type FirmaRolle,
} from '@app/domain';
import { useWatch } from 'react-hook-form';
import { useGeocode } from '../../map-picker/use-geocode';
import { DoublettenHinweis, useDoubletten } from '../../modal-form/doubletten';
import { ModalForm, ModalFormBody } from '../../modal-form/modal-form';
import type { TypeaheadCreateProps } from '../../typeahead/typeahead';
import { firmaCreateAction, useFirmenChanged } from './firmen-cache';
import { firmaFieldLabels, firmaRolleFlags, useFirmaForm, type FirmaForm } from './firma-form';
import { LandSelect } from './land-select';

type FirmaCreateModalProps = TypeaheadCreateProps<FirmaKurz> & {
  /** The role the firm is created for (Bauträger of a project, Käufer, Makler): its flag is preset. */
  rolle?: FirmaRolle | null;
};

/**
 * SPEC §2 `/firmen/new?ajax=1`: a new firm created from another form (name, FN, land, address, roles). It
 * is geocoded on saving as the Firma form's 'Geokodieren' does; a firm saved without coordinates says so.
 */
export function FirmaCreateModal({ opened, onClose, ...props }: FirmaCreateModalProps) {
  return (
    <ModalForm opened={opened} onClose={onClose} title="Neue Firma">
      <FirmaCreateModalBody onClose={onClose} {...props} />
    </ModalForm>
  );
}

function FirmaCreateModalBody({
  onClose,
  onCreated,
  initialText,
  rolle,
}: Omit<FirmaCreateModalProps, 'opened'>) {
  const form = useFirmaForm({
    name: initialText.trim(),
    ...(rolle ? { [firmaRolleFlags[rolle]]: true } : {}),
  });
  const changed = useFirmenChanged();
  const { geocode } = useGeocode();
  const located = useRef(false);

  async function withCoordinates(values: FirmaFields): Promise<FirmaFields> {
    const address = { strasse: values.adresse, plz: values.plz, ort: values.ort, land: values.land };
    // The geocoding shows its own failure; without street and PLZ there is nothing to ask it.
    const found = geocodeInputError(address) ? null : await geocode(address);
    located.current = !!found;
    return found ? { ...values, geo_lat: found.lat, geo_long: found.long } : values;
  }

  return (
    <ModalFormBody
      form={form}
      action={firmaCreateAction}
      onClose={onClose}
      prepare={withCoordinates}
      onSuccess={(firma: FirmaKurz) => {
        changed();
        onCreated(firma);
        if (!located.current)
          notifications.show({
            color: 'orange',
            title: 'Geokodierung',
            message: messages.firmaOhneGeokoordinaten,
          });
      }}
    >
      <FirmaModalFields form={form} />
      <FirmaDoubletten
        form={form}
        onPick={(firma) => {
          onClose();
          onCreated(firma);
        }}
      />
    </ModalFormBody>
  );
}

function FirmaModalFields({ form }: { form: FirmaForm }) {
  const { register, formState } = form;
  const error = (key: 'name' | 'fbnr' | 'plz' | 'ort' | 'adresse') => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={12}>
        <TextInput
          label={firmaFieldLabels.name}
          required
          data-autofocus
          autoFocus
          {...register('name')}
          error={error('name')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <TextInput
          label={firmaFieldLabels.fbnr}
          placeholder="z. B. 123456d"
          {...register('fbnr')}
          error={error('fbnr')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <LandSelect form={form} label={firmaFieldLabels.land} />
      </Grid.Col>
      <Grid.Col span={12}>
        <TextInput label={firmaFieldLabels.adresse} {...register('adresse')} error={error('adresse')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={firmaFieldLabels.plz} {...register('plz')} error={error('plz')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput label={firmaFieldLabels.ort} {...register('ort')} error={error('ort')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Text size="xs" c="dimmed">
          {messages.firmaModalGeokodierung}
        </Text>
      </Grid.Col>
      <Grid.Col span={12}>
        <Input.Wrapper label="Rollen">
          <Group mt={4}>
            {firmaRollen.map((r) => (
              <Checkbox
                key={r}
                label={firmaFieldLabels[firmaRolleFlags[r]]}
                {...register(firmaRolleFlags[r])}
              />
            ))}
          </Group>
        </Input.Wrapper>
      </Grid.Col>
    </Grid>
  );
}

/**
 * Firms that may be the one being typed: the same FN, or the same name and PLZ (issue 27). `ohneFbnr`:
 * the form tells a taken FN itself (the Firma page's FN check).
 */
export function FirmaDoubletten({
  form,
  onPick,
  ohneFbnr = false,
}: {
  form: FirmaForm;
  onPick?: (firma: FirmaKurz) => void;
  ohneFbnr?: boolean;
}) {
  const values = useWatch({ control: form.control, name: ['name', 'plz', 'fbnr', 'land'] });
  const [name, plz, typedFbnr, land] = values.map((v) => String(v ?? '').trim());
  const fbnr = ohneFbnr ? '' : typedFbnr;
  const params = fbnr || (name && plz) ? { name: name!, plz: plz!, fbnr: fbnr!, land: land! } : null;
  const doubletten = useDoubletten<FirmaKurz>('/api/firmen/doubletten', params);
  return (
    <DoublettenHinweis
      items={doubletten}
      label={firmaDisplay}
      href={(f) => `/firmen/${f.id}`}
      onPick={onPick}
    />
  );
}
