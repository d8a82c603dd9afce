import { Grid, NativeSelect, Textarea, TextInput } from '@mantine/core';
import { __Name__CreateSchema, __key__Status, type __Name__Fields, type ProjektKurz } from '@app/domain';
import { ProjektField } from '../../components/pickers/projekte/projekt-field';
import { schemaFormModel, type AreaForm } from '../../lib/form-model';

export const __key__Form = schemaFormModel<__Name__Fields>(
  __Name__CreateSchema,
  { projekt_id: 'Projekt', bezeichnung: 'Bezeichnung', datum: 'Datum', status: 'Status', bemerkung: 'Bemerkung' },
  { empty: { status: '0' } },
);
const labels = __key__Form.labels;
const statusOptionen = __key__Status.map((s) => ({ value: String(s.id), label: s.label }));

export function __Name__FieldsForm({
  form,
  projekt,
  autoFocus,
}: {
  form: AreaForm<__Name__Fields>;
  projekt: ProjektKurz | null;
  autoFocus?: boolean;
}) {
  const { register, formState } = form;
  const error = (key: keyof __Name__Fields) => formState.errors[key]?.message;
  return (
    <Grid>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <ProjektField form={form} projekt={projekt} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput label={labels.datum} placeholder="TT.MM.JJJJ" {...register('datum')} error={error('datum')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <TextInput
          label={labels.bezeichnung}
          required
          autoFocus={autoFocus}
          {...register('bezeichnung')}
          error={error('bezeichnung')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <NativeSelect label={labels.status} data={statusOptionen} {...register('status')} error={error('status')} />
      </Grid.Col>
      <Grid.Col span={12}>
        <Textarea label={labels.bemerkung} autosize minRows={2} {...register('bemerkung')} error={error('bemerkung')} />
      </Grid.Col>
    </Grid>
  );
}
