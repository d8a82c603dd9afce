import { Checkbox, Grid, Group, Radio, TextInput, Title } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { istWiederverkauf, nichtMarktueblichGrundAktiv, type ProjektKurz } from '@app/domain';
import { kaufobjektFieldLabels, type KaufobjektForm } from './kaufobjekt-form-model';
import { ProjektField, useProjektIdOf } from '../../components/pickers/projekte/projekt-field';
import { VorherTypeahead } from './pickers';
import { PriceFields } from './price-fields';
import { ImportUrkundeButton } from './import-urkunde-button';
import { UrkundeField } from './urkunde-field';

/** The fields of SPEC §2/§5, shared by the create and the edit page. */
export function KaufobjektFields({
  form,
  projekt,
  kaufobjektId = null,
  dateiName = null,
  urkundeId = null,
  autoFocus,
}: {
  form: KaufobjektForm;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  kaufobjektId?: number | null;
  dateiName?: string | null;
  /** The deed the import created the record from (opened in the deed viewer). */
  urkundeId?: number | null;
  autoFocus?: boolean;
}) {
  const { register, formState, control, watch, setValue } = form;
  const error = (key: keyof typeof kaufobjektFieldLabels) => formState.errors[key]?.message;
  const [kaufobjektId_, istMarktueblich] = watch(['kaufobjekt_id', 'ist_marktueblich']);
  const projektId = useProjektIdOf(form);

  return (
    <>
      {/* SPEC §4: the status buttons set this hidden field and submit. */}
      <input type="hidden" {...register('status')} />
      <Grid>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <ProjektField
            form={form}
            projekt={projekt}
            label={kaufobjektFieldLabels.projekt_id}
            onChange={() => {
              // The earlier sale and the deed belong to the old project.
              setValue('vorher', null);
              setValue('kaufobjekt_id', '', { shouldDirty: true });
              setValue('datei_id', '', { shouldDirty: true });
            }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={kaufobjektFieldLabels.top_nr}
            autoFocus={autoFocus}
            {...register('top_nr')}
            error={error('top_nr')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3 }}>
          <TextInput
            label={kaufobjektFieldLabels.kaufdatum}
            placeholder="TT.MM.JJJJ"
            {...register('kaufdatum')}
            error={error('kaufdatum')}
          />
        </Grid.Col>

        <PriceFields form={form} />

        <Grid.Col span={12}>
          <Title order={2} size="h4" mt="sm">
            Wiederverkauf und Marktüblichkeit
          </Title>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Controller
            control={control}
            name="vorher"
            render={({ field }) => (
              <VorherTypeahead
                label={kaufobjektFieldLabels.kaufobjekt_id}
                placeholder={projektId ? 'TopNr des früheren Verkaufs …' : 'Erst ein Projekt wählen'}
                projektId={projektId}
                exceptId={kaufobjektId}
                value={field.value}
                onChange={(k) => {
                  field.onChange(k);
                  setValue('kaufobjekt_id', k ? String(k.id) : '', { shouldDirty: true });
                }}
                error={error('kaufobjekt_id')}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          {/* SPEC §5: true when an earlier Kaufobjekt is selected, false when it is empty. */}
          <Radio.Group
            label="Wiederverkauf"
            description="Folgt dem früheren Kaufobjekt"
            value={istWiederverkauf(kaufobjektId_) ? 'ja' : 'nein'}
          >
            <Group mt={6}>
              <Radio value="ja" label="Ja" disabled />
              <Radio value="nein" label="Nein" disabled />
            </Group>
          </Radio.Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 3 }}>
          <Checkbox mt={8} label={kaufobjektFieldLabels.mit_teilungsplan} {...register('mit_teilungsplan')} />
          <Checkbox
            mt="sm"
            label={kaufobjektFieldLabels.ist_marktueblich}
            {...register('ist_marktueblich')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 9 }}>
          {/* SPEC §5: disabled while ist_marktueblich is true. */}
          <TextInput
            label={kaufobjektFieldLabels.nicht_marktueblich_grund}
            disabled={!nichtMarktueblichGrundAktiv(istMarktueblich)}
            {...register('nicht_marktueblich_grund')}
            error={error('nicht_marktueblich_grund')}
          />
        </Grid.Col>

        <Grid.Col span={12}>
          <Title order={2} size="h4" mt="sm">
            Urkunde
          </Title>
        </Grid.Col>
        {/* Below 1,408 px (xl) the deed's PDF picker has a line of its own instead of being squeezed. */}
        <Grid.Col span={{ base: 6, sm: 3, xl: 2 }}>
          <TextInput label={kaufobjektFieldLabels.tz} {...register('tz')} error={error('tz')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, xl: 2 }}>
          <TextInput
            label={kaufobjektFieldLabels.tz_jahr}
            inputMode="numeric"
            {...register('tz_jahr')}
            error={error('tz_jahr')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, xl: 3 }}>
          <TextInput
            label={kaufobjektFieldLabels.gericht}
            {...register('gericht')}
            error={error('gericht')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 5 }}>
          <UrkundeField form={form} projektId={projektId} dateiName={dateiName} />
        </Grid.Col>
        {urkundeId !== null && (
          <Grid.Col span={{ base: 12, sm: 4 }} style={{ alignSelf: 'flex-end' }}>
            <ImportUrkundeButton urkundeId={urkundeId} />
          </Grid.Col>
        )}
      </Grid>
    </>
  );
}
