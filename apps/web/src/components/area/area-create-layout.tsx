import type { ReactNode, Ref } from 'react';
import { Button, Group, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AreaDefinition } from '@app/domain';
import { AreaFormBody } from './form-frame';

/** The create page every area shares: title, the form with Speichern and Abbrechen, sections below. */
export function AreaCreateLayout({
  create,
  children,
  sections,
  buttons,
  saveButtons,
  formId,
  framed = true,
  formRef,
  maw = 900,
}: {
  create: {
    area: AreaDefinition;
    submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
    submitting: boolean;
    rootError: string | undefined;
    /** Where 'Abbrechen' leads (default: the area's list). */
    cancelTo?: string;
  };
  children: ReactNode;
  /** Below the form: e.g. assignments collected before the first save. */
  sections?: ReactNode;
  /** Buttons beside 'Speichern' (e.g. 'Berechnen'). */
  buttons?: ReactNode;
  /** Instead of 'Speichern' (e.g. Kaufobjekte's 'save with status' buttons). */
  saveButtons?: ReactNode;
  formId?: string;
  /** false: the fields bring their own framed sections (a long form with a scrollspy). */
  framed?: boolean;
  formRef?: Ref<HTMLFormElement>;
  maw?: number;
}) {
  const { area, submit, rootError } = create;
  return (
    <>
      <Title order={1} mb="md">
        {area.newLabel}
      </Title>
      <AreaFormBody
        label={area.newLabel}
        submit={submit}
        rootError={rootError}
        framed={framed}
        formId={formId}
        formRef={formRef}
        maw={maw}
        sections={sections}
        buttons={
          <Group>
            {saveButtons ?? (
              <Button type="submit" loading={create.submitting}>
                Speichern
              </Button>
            )}
            {buttons}
            <Button variant="default" component={Link} to={create.cancelTo ?? area.path}>
              Abbrechen
            </Button>
          </Group>
        }
      >
        {children}
      </AreaFormBody>
    </>
  );
}
