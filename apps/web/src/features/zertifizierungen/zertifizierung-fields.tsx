import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import {
  formFeldLabels,
  oegnbPunkteMax,
  ZertifizierungCreateSchema,
  zertifizierungsTypen,
  zertifizierungsTypKeys,
  type ZertifizierungFields,
  type ZertifizierungsTyp,
} from '@app/domain';
import { ProjektDatumRow } from '../../components/pickers/projekte/projekt-datum-row';
import type { AreaFieldsProps } from '../../components/area/area-form-pages';
import { schemaFormModel } from '../../lib/form-model';
import { FormTextarea } from '../../components/form-fields/form-text';

export const zertifizierungForm = schemaFormModel<ZertifizierungFields>(
  ZertifizierungCreateSchema,
  formFeldLabels.zertifizierungen,
);
const zertifizierungFieldLabels = zertifizierungForm.labels;

const typOptionen = [
  { value: '', label: 'Bitte wählen …' },
  ...zertifizierungsTypKeys.map((key) => ({ value: key, label: zertifizierungsTypen[key].name })),
];
const istTyp = (v: string): v is ZertifizierungsTyp => v in zertifizierungsTypen;

/** Project, type, and the class choices of that type (DOMAIN); ÖGNB/TQB takes points 0–1000 instead. */
export function ZertifizierungFieldsForm({
  form,
  projekt,
  autoFocus,
}: AreaFieldsProps<ZertifizierungFields>) {
  const { register, formState, setValue, control } = form;
  const error = (key: keyof ZertifizierungFields) => formState.errors[key]?.message;
  const typ = useWatch({ control, name: 'typ_id' });
  const klassen = istTyp(typ) ? zertifizierungsTypen[typ].klassen : undefined;

  return (
    <Grid>
      <ProjektDatumRow form={form} projekt={projekt} datum="datum" />
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <NativeSelect
          label={zertifizierungFieldLabels.typ_id}
          required
          data={typOptionen}
          autoFocus={autoFocus}
          {...register('typ_id', { onChange: () => setValue('klasse', '', { shouldDirty: true }) })}
          error={error('typ_id')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        {klassen === null ? (
          <TextInput
            label="Punkte"
            description={`ganze Punkte von 0 bis ${oegnbPunkteMax}`}
            required
            inputMode="numeric"
            {...register('klasse')}
            error={error('klasse')}
          />
        ) : (
          <NativeSelect
            label={zertifizierungFieldLabels.klasse}
            required
            disabled={!klassen}
            description={klassen ? undefined : 'Zuerst einen Typ wählen.'}
            data={[
              { value: '', label: 'Bitte wählen …' },
              ...(klassen ?? []).map((k) => ({ value: k, label: k })),
            ]}
            {...register('klasse')}
            error={error('klasse')}
          />
        )}
      </Grid.Col>
      <Grid.Col span={12}>
        <FormTextarea form={form} name="bemerkung" label={zertifizierungFieldLabels.bemerkung} />
      </Grid.Col>
    </Grid>
  );
}
