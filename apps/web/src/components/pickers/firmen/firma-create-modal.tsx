import { Grid, TextInput } from '@mantine/core';
import type { FirmaKurz } from '@app/domain';
import { ModalForm, ModalFormBody } from '../../modal-form/modal-form';
import type { TypeaheadCreateProps } from '../../typeahead/typeahead';
import { firmaCreateAction, useFirmenChanged } from './firmen-cache';
import { firmaFieldLabels, useFirmaForm, type FirmaForm } from './firma-form';
import { LandSelect } from './land-select';

/** SPEC §2 `/firmen/new?ajax=1`: a new firm created from another form (name, FN, land, address). */
export function FirmaCreateModal({
  opened,
  onClose,
  onCreated,
  initialText,
  makler,
}: TypeaheadCreateProps<FirmaKurz> & { makler?: boolean }) {
  return (
    <ModalForm opened={opened} onClose={onClose} title="Neue Firma">
      <FirmaCreateModalBody
        onClose={onClose}
        onCreated={onCreated}
        initialText={initialText}
        makler={makler}
      />
    </ModalForm>
  );
}

function FirmaCreateModalBody({
  onClose,
  onCreated,
  initialText,
  makler,
}: Omit<TypeaheadCreateProps<FirmaKurz>, 'opened'> & { makler?: boolean }) {
  const form = useFirmaForm({ name: initialText.trim(), ist_makler: !!makler });
  const changed = useFirmenChanged();
  return (
    <ModalFormBody
      form={form}
      action={firmaCreateAction}
      onClose={onClose}
      onSuccess={(firma: FirmaKurz) => {
        changed();
        onCreated(firma);
      }}
    >
      <FirmaModalFields form={form} />
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
    </Grid>
  );
}
