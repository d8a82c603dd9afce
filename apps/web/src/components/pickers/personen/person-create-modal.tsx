import { useWatch } from 'react-hook-form';
import { personDisplay, type PersonKurz } from '@app/domain';
import { DoublettenHinweis, useDoubletten } from '../../modal-form/doubletten';
import { ModalForm, ModalFormBody } from '../../modal-form/modal-form';
import type { TypeaheadCreateProps } from '../../typeahead/typeahead';
import { personCreateAction, usePersonenChanged } from './personen-cache';
import { PersonFieldsForm, usePersonForm, type PersonForm } from './person-fields';

/** 'Max Muster' typed in a typeahead prefills Vorname Max, Nachname Muster; one word is the Nachname. */
function namesFrom(text: string): { vorname: string; nachname: string } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { vorname: '', nachname: words[0] ?? '' };
  return { vorname: words.slice(0, -1).join(' '), nachname: words[words.length - 1] ?? '' };
}

/** SPEC §2 `/personen/new?ajax=1`: a new person created from another form. */
export function PersonCreateModal({
  opened,
  onClose,
  onCreated,
  initialText,
}: TypeaheadCreateProps<PersonKurz>) {
  return (
    <ModalForm opened={opened} onClose={onClose} title="Neue Person">
      <PersonCreateModalBody onClose={onClose} onCreated={onCreated} initialText={initialText} />
    </ModalForm>
  );
}

function PersonCreateModalBody({
  onClose,
  onCreated,
  initialText,
}: Omit<TypeaheadCreateProps<PersonKurz>, 'opened'>) {
  const form = usePersonForm(namesFrom(initialText));
  const changed = usePersonenChanged();
  return (
    <ModalFormBody
      form={form}
      action={personCreateAction}
      onClose={onClose}
      onSuccess={(person: PersonKurz) => {
        changed();
        onCreated(person);
      }}
    >
      <PersonFieldsForm form={form} autoFocus />
      <PersonDoubletten
        form={form}
        onPick={(p) => {
          onClose();
          onCreated(p);
        }}
      />
    </ModalFormBody>
  );
}

/** Persons that may be the one being typed: the same Vorname and Nachname (issue 27). */
export function PersonDoubletten({
  form,
  onPick,
}: {
  form: PersonForm;
  onPick?: (person: PersonKurz) => void;
}) {
  const [vorname, nachname] = useWatch({ control: form.control, name: ['vorname', 'nachname'] });
  const name = { vorname: String(vorname ?? '').trim(), nachname: String(nachname ?? '').trim() };
  const doubletten = useDoubletten<PersonKurz>('/api/personen/doubletten', name.nachname ? name : null);
  return (
    <DoublettenHinweis
      items={doubletten}
      label={personDisplay}
      href={(p) => `/personen/${p.id}`}
      onPick={onPick}
    />
  );
}
