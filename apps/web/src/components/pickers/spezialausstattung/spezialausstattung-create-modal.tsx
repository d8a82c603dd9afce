import { Grid, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { withFormInput } from '../../../lib/form-input';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import {
  ausstattungskategorien,
  gebaeudeteile,
  SpezialausstattungCreateSchema,
  type SpezialausstattungInput,
  type SpezialausstattungKurz,
} from '@app/domain';
import { ChoiceSelect } from '../../choice-select/choice-select';
import { ModalForm, ModalFormBody } from '../../modal-form/modal-form';
import type { TypeaheadCreateProps } from '../../typeahead/typeahead';
import { idNameOptions } from '../../../lib/options';

export const spezialausstattungCreateAction = '/spezialausstattung/new';
const teilOptionen = idNameOptions(gebaeudeteile);
const kategorieOptionen = ausstattungskategorien.map((k) => ({ value: k, label: k }));

/** SPEC §2 `/spezialausstattung/new?ajax=1`: a new catalogue entry created from the BAB form. */
export function SpezialausstattungCreateModal({
  opened,
  onClose,
  onCreated,
  initialText,
}: TypeaheadCreateProps<SpezialausstattungKurz>) {
  return (
    <ModalForm opened={opened} onClose={onClose} title="Neue Spezialausstattung">
      <Body onClose={onClose} onCreated={onCreated} initialText={initialText} />
    </ModalForm>
  );
}

function Body({
  onClose,
  onCreated,
  initialText,
}: Omit<TypeaheadCreateProps<SpezialausstattungKurz>, 'opened'>) {
  const client = useQueryClient();
  const form = useForm<SpezialausstattungInput, unknown, SpezialausstattungInput>({
    resolver: withFormInput(
      SpezialausstattungCreateSchema,
      zodResolver(SpezialausstattungCreateSchema),
    ) as never,
    defaultValues: {
      gebaeudeteil_id: '',
      ausstattung_name: initialText.trim(),
      name: initialText.trim(),
      kategorie: '' as never,
    },
  });
  const error = (key: keyof SpezialausstattungInput) => form.formState.errors[key]?.message;
  return (
    <ModalFormBody
      form={form}
      action={spezialausstattungCreateAction}
      onClose={onClose}
      onSuccess={(item: SpezialausstattungKurz) => {
        void client.invalidateQueries({ queryKey: ['typeahead', 'spezialausstattungen'] });
        onCreated(item);
      }}
    >
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="gebaeudeteil_id"
            render={({ field }) => (
              <ChoiceSelect
                label="Gebäudeteil"
                required
                data-autofocus
                data={teilOptionen}
                value={field.value ? String(field.value) : null}
                onChange={(v) => field.onChange(v ?? '')}
                error={error('gebaeudeteil_id')}
                withinPortal={false}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={form.control}
            name="kategorie"
            render={({ field }) => (
              <ChoiceSelect
                label="Kategorie"
                required
                data={kategorieOptionen}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                error={error('kategorie')}
                withinPortal={false}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label="Ausstattung"
            required
            {...form.register('ausstattung_name')}
            error={error('ausstattung_name')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput label="Bezeichnung" required {...form.register('name')} error={error('name')} />
        </Grid.Col>
      </Grid>
    </ModalFormBody>
  );
}
