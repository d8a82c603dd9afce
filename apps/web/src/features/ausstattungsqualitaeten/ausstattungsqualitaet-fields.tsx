import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Anchor, Grid, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import {
  gesamtqualitaeten,
  heizsystemKatalog,
  messages,
  projektDisplay,
  statusOnlineOptionen,
  type AusstattungsqualitaetSpezialausstattungZeile,
  type ProjektKurz,
} from '@app/domain';
import { ChoiceSelect } from '../../components/choice-select/choice-select';
import { GrundkostenanteilNflButton } from '../../components/grundkostenanteile/grundkostenanteil-nfl-button';
import { formatEuro } from '../../lib/format';
import { ProjektField, useProjektIdOf } from '../../components/pickers/projekte/projekt-field';
import {
  decimalInput,
  spezialFormValue,
  type AusstattungsqualitaetForm,
} from './ausstattungsqualitaet-form-model';
import { BewertungenTable } from './bewertungen-table';
import { EnergieSection } from './energie-section';
import { SpezialausstattungSection } from './spezialausstattung-section';
import { idNameOptions } from '../../lib/options';

const heizOptionen = idNameOptions(heizsystemKatalog);
const qualitaetOptionen = idNameOptions(gesamtqualitaeten);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" id={id} tabIndex={-1} component="section" aria-labelledby={`${id}-title`}>
      <Title order={2} size="h4" mb="sm" id={`${id}-title`}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function HeizSelect({
  form,
  name,
  label,
  error,
}: {
  form: AusstattungsqualitaetForm;
  name: 'hauptheizsystem_id' | 'nebenheizsystem_id';
  label: string;
  error?: string;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <ChoiceSelect
          label={label}
          data={heizOptionen}
          clearable
          value={field.value ? String(field.value) : null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}

export interface AusstattungsqualitaetFieldsFormProps {
  form: AusstattungsqualitaetForm;
  babId: number | null;
  /** The record's project, or the one a link preselects. */
  projekt: ProjektKurz | null;
  /** Only on the create page: the project cannot change later. */
  projektWaehlbar?: boolean;
  spezial: readonly AusstattungsqualitaetSpezialausstattungZeile[];
  onSpezial: (items: AusstattungsqualitaetSpezialausstattungZeile[]) => void;
  canEdit: boolean;
}

/** The long BAB form with its sections (the shell shows the scrollspy beside them). */
export function AusstattungsqualitaetFieldsForm({
  form,
  babId,
  projekt,
  projektWaehlbar,
  spezial,
  onSpezial,
  canEdit,
}: AusstattungsqualitaetFieldsFormProps) {
  const errors = form.formState.errors;
  const [haupt, neben] = useWatch({
    control: form.control,
    name: ['hauptheizsystem_id', 'nebenheizsystem_id'],
  });
  const heizGleich = !!neben && String(neben) === String(haupt);
  const onlineBlockiert = errors.status_online?.message === messages.onlineNichtMoeglich;
  const [gkq, setGkq] = useState<number | null>(null);
  const projektId = useProjektIdOf(form);

  // After a first submit the SPEC §5 checks span several fields (status, weight total, parts 16/17):
  // every change re-runs them all, so a message goes as soon as its cause is fixed.
  useEffect(() => {
    const subscription = form.watch(() => {
      if (form.formState.isSubmitted) void form.trigger();
    });
    return () => subscription.unsubscribe();
  }, [form]);

  function spezialChanged(items: AusstattungsqualitaetSpezialausstattungZeile[]) {
    onSpezial(items);
    form.setValue('spezialausstattung', spezialFormValue(items));
  }

  return (
    // The sections sidebar comes from the shell (components/scrollspy.tsx), which finds the <section>s.
    <Grid gutter="lg">
      <Grid.Col span={12}>
        <Stack maw={1100}>
          <Section id="bab-allgemein" title="Projekt und Status">
            <Grid>
              <Grid.Col span={{ base: 12, sm: 7 }}>
                {projektWaehlbar ? (
                  <ProjektField form={form} projekt={projekt} />
                ) : (
                  <Stack gap={2}>
                    <Text size="sm" fw={500}>
                      Projekt
                    </Text>
                    {projekt && (
                      <Anchor component={Link} to={`/projekte/${projekt.id}`}>
                        {projektDisplay(projekt)}
                      </Anchor>
                    )}
                  </Stack>
                )}
              </Grid.Col>
              {/* 'Online nicht möglich …' only explains the highlighted rows: a blocked save focuses those. */}
              <Grid.Col span={{ base: 12, sm: 5 }} data-bab-nur-hinweis={onlineBlockiert}>
                <Controller
                  control={form.control}
                  name="status_online"
                  render={({ field }) => (
                    <Radio.Group
                      label="Status"
                      required
                      value={field.value === null || field.value === undefined ? '' : String(field.value)}
                      onChange={field.onChange}
                      // The SPEC message stands above the rows it explains (below); here the field is only marked.
                      error={onlineBlockiert || errors.status_online?.message}
                      name={field.name}
                    >
                      <Group mt={6}>
                        {statusOnlineOptionen.map((o) => (
                          <Radio
                            key={o.value}
                            value={String(o.value)}
                            label={o.label}
                            onBlur={field.onBlur}
                          />
                        ))}
                      </Group>
                    </Radio.Group>
                  )}
                />
              </Grid.Col>
            </Grid>
          </Section>
          <Section id="bab-bewertung" title="Bewertung">
            {onlineBlockiert && (
              // Sticky: in view while the person goes through the highlighted rows (issue 27).
              <Alert
                color="red"
                role="alert"
                mb="sm"
                pos="sticky"
                style={{
                  top: 'calc(var(--app-shell-header-offset, 0px) + 8px)',
                  zIndex: 3,
                  // The light tint over the page's background: the rows scrolling below do not show through.
                  backgroundColor: 'var(--mantine-color-body)',
                  backgroundImage: 'linear-gradient(var(--alert-bg), var(--alert-bg))',
                  boxShadow: 'var(--mantine-shadow-sm)',
                }}
              >
                {messages.onlineNichtMoeglich}
              </Alert>
            )}
            <BewertungenTable form={form} />
          </Section>
          <Section id="bab-heizung" title="Heizung">
            <Grid>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <HeizSelect
                  form={form}
                  name="hauptheizsystem_id"
                  label="Hauptheizsystem"
                  error={errors.hauptheizsystem_id?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <HeizSelect
                  form={form}
                  name="nebenheizsystem_id"
                  label="Nebenheizsystem"
                  error={
                    errors.nebenheizsystem_id?.message ??
                    (heizGleich ? messages.nebenheizsystemGleich : undefined)
                  }
                />
              </Grid.Col>
            </Grid>
          </Section>
          <Section id="bab-spezial" title="Spezialausstattung">
            <SpezialausstattungSection
              babId={babId}
              items={spezial}
              onChange={spezialChanged}
              canEdit={canEdit}
            />
          </Section>
          <Section id="bab-energie" title="Energieausweis">
            <EnergieSection form={form} />
          </Section>
          <Section id="bab-gka" title="Grundkostenanteil">
            <Grid align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput
                  label="Nutzfläche (m²)"
                  inputMode="decimal"
                  {...form.register('nutzflaeche')}
                  error={errors.nutzflaeche?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Controller
                  control={form.control}
                  name="gka_qualitaet_id"
                  render={({ field }) => (
                    <ChoiceSelect
                      label="GKA-Qualität"
                      data={qualitaetOptionen}
                      clearable
                      value={field.value ? String(field.value) : null}
                      onChange={(v) => field.onChange(v ?? '')}
                      error={errors.gka_qualitaet_id?.message}
                    />
                  )}
                />
              </Grid.Col>
              {/* Its own line, as on the Ankauf: beside the two fields its label does not fit at 1,280 px. */}
              <Grid.Col span={12}>
                <GrundkostenanteilNflButton
                  projektId={projektId}
                  target="bab"
                  onLoaded={(data) => {
                    setGkq(data.gkq);
                    if (data.nfl !== null)
                      form.setValue('nutzflaeche', decimalInput(data.nfl), { shouldDirty: true });
                  }}
                />
              </Grid.Col>
              {gkq !== null && (
                <Grid.Col span={12}>
                  <Text size="sm">Grundkostenanteil des Projekts: {formatEuro(gkq)} je m² Nutzfläche</Text>
                </Grid.Col>
              )}
            </Grid>
          </Section>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
