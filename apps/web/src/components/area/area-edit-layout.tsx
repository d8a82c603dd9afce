import type { ReactNode, Ref } from 'react';
import { Anchor, Button, Fieldset, Group, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { messages, verlaufQuellen } from '@app/domain';
import { formatDate } from '../../lib/format';
import { AfterPaint } from '../after-paint';
import { InfoAlert } from '../info-alert';
import { RecordPresence } from '../live/record-presence';
import { VerlaufSection } from '../verlauf/verlauf-section';
import { VersionConflict, type ConflictField } from '../version-conflict';
import { areaListPath } from './area-list-path';
import { AreaFormBody } from './form-frame';
import type { AreaEditState } from './use-area-edit';

export interface AreaEditLayoutProps {
  edit: AreaEditState;
  title: ReactNode;
  /** Beside the title (e.g. a status badge). */
  badge?: ReactNode;
  /** Below the title (e.g. the record's project as a link). */
  subtitle?: ReactNode;
  /** After who created and changed it (e.g. the register's date). */
  meta?: ReactNode;
  /** Right of the heading (e.g. a link to the record's notes). */
  aside?: ReactNode;
  /** Between the heading and the form (e.g. links to the project's areas). */
  intro?: ReactNode;
  /** The '← Zur Liste' link's text (e.g. 'Zertifizierungen des Projekts'); it leads to `areaListPath`. */
  backLabel?: string;
  /** Rows of the conflict panel: the fields the user can compare. */
  conflictFields: readonly ConflictField<string>[];
  /** Conflict values as the user reads them (e.g. a status name), when the default format is not enough. */
  readable?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Buttons beside 'Speichern' (e.g. status changes). */
  buttons?: ReactNode;
  /** Instead of 'Speichern' (e.g. Kaufobjekte's 'save with status' buttons). */
  saveButtons?: ReactNode;
  formId?: string;
  /** The form's fields. */
  children: ReactNode;
  /** Sections below the form (assignments, files …). */
  sections?: ReactNode;
  /** false: the fields bring their own framed sections (a long form with a scrollspy). */
  framed?: boolean;
  formRef?: Ref<HTMLFormElement>;
  maw?: number;
}

const same = (values: Record<string, unknown>) => values;

/**
 * The edit page every area shares: back link, title, who created and changed it, 'Gespeichert.', the
 * version conflict panel, the form (read-only without write permission) with Speichern and Löschen, the
 * area's own sections below, and the record's Verlauf.
 */
export function AreaEditLayout(props: AreaEditLayoutProps) {
  const {
    edit,
    title,
    badge,
    conflictFields,
    readable = same,
    buttons,
    children,
    sections,
    framed = true,
    maw = 900,
  } = props;
  const { area, base, conflict, canEdit, rootError } = edit;
  const heading = (
    // Shrinks beside an aside: a long title wraps, the aside keeps its place right of it (not below).
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={areaListPath(area, base)} size="sm">
        ← {props.backLabel ?? 'Zur Liste'}
      </Anchor>
      <Group mt="xs" gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {badge}
      </Group>
      {props.subtitle}
      <Text size="sm" c="dimmed" mb="md">
        Erstellt am {formatDate(base.created, true)} von {base.creator_name ?? 'unbekannt'} · Zuletzt geändert
        am {formatDate(base.updated, true)} von {base.editor_name ?? 'unbekannt'}
        {props.meta}
      </Text>
    </div>
  );
  return (
    <>
      {props.aside ? (
        <Group justify="space-between" align="center" wrap="nowrap" maw={maw}>
          {heading}
          <div style={{ flexShrink: 0 }}>{props.aside}</div>
        </Group>
      ) : (
        heading
      )}
      <RecordPresence area={area.key} id={base.id} dirty={edit.dirty ?? false} onReload={edit.reload} />
      {props.intro}
      {edit.savedCount > 0 && <InfoAlert key={edit.savedCount}>{messages.gespeichert}</InfoAlert>}
      {conflict && (
        <VersionConflict
          fields={conflictFields}
          mine={readable(conflict.mine as Record<string, unknown>)}
          current={readable(conflict.current as Record<string, unknown>)}
          changedBy={conflict.changedBy}
          conflicts={conflict.conflicts}
          choices={conflict.choices}
          onChoose={edit.choose}
          known={[base as never, conflict.current as never]}
          onTakeCurrent={() => void edit.takeCurrent()}
          onOverwrite={() => void edit.submit()}
          busy={edit.saving}
          texts={conflict.texts}
        />
      )}
      <AreaFormBody
        label={`${area.singular} bearbeiten`}
        submit={edit.submit}
        rootError={rootError}
        framed={framed}
        formId={props.formId}
        formRef={props.formRef}
        maw={maw}
        sections={sections && <AfterPaint>{sections}</AfterPaint>}
        buttons={
          canEdit && (
            // Many save buttons wrap among themselves; Löschen stays apart on the right, not alone below. The
            // extra buttons (status changes) move to the next line together, never one of them alone.
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="xs">
                {props.saveButtons ?? (
                  <Button type="submit" loading={edit.submitting}>
                    Speichern
                  </Button>
                )}
                {buttons && <Group gap="xs">{buttons}</Group>}
              </Group>
              <Button
                variant="light"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => void edit.deleteRecord()}
                loading={edit.deleting}
                style={{ flexShrink: 0 }}
              >
                Löschen
              </Button>
            </Group>
          )
        }
      >
        <Fieldset variant="unstyled" disabled={!canEdit}>
          {children}
        </Fieldset>
      </AreaFormBody>
      {area.key in verlaufQuellen && (
        <AfterPaint>
          <VerlaufSection
            area={area}
            recordId={base.id}
            restore={canEdit ? edit.restore : undefined}
            maw={maw}
          />
        </AfterPaint>
      )}
    </>
  );
}
