import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Combobox, Text, TextInput, useCombobox } from '@mantine/core';
import { Busy, staleOpacity } from '../busy';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { typeaheadLimit } from '@app/domain';
import { usePendingEnter } from '../../lib/pending-enter';

export const typeaheadDebounceMs = 150;
const createValue = '\u0000create';

/** What a typeahead hands to its creation modal. */
export interface TypeaheadCreateProps<T> {
  opened: boolean;
  onClose: () => void;
  onCreated: (item: T) => void;
  /** What the user had typed, to prefill the new record. */
  initialText: string;
}

export interface TypeaheadProps<T> {
  label: string;
  placeholder?: string;
  /** Names the cache of this source, e.g. 'personen'. */
  source: string;
  search: (text: string, signal: AbortSignal) => Promise<T[]>;
  getId: (item: T) => number;
  getLabel: (item: T) => string;
  value: T | null;
  onChange: (item: T | null) => void;
  /** Renders the area's creation modal; adds the 'Neu anlegen …' option. Called only once the option was
   * chosen, so a picker may load its modal lazily (a list's quick-jump typeahead then holds no form code). */
  renderCreate?: (props: TypeaheadCreateProps<T>) => ReactNode;
  error?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** Async typeahead of SPEC §7 (at most 30 items) on Mantine's Combobox. */
export function Typeahead<T>(props: TypeaheadProps<T>) {
  const { label, placeholder, source, search, getId, getLabel, value, onChange, renderCreate } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  // null: the input shows the chosen item; a string: what the user is typing.
  const [typed, setTyped] = useState<string | null>(null);
  const [creating, setCreating] = useState<string | null>(null);
  // Stays true after the first 'Neu anlegen …', so the modal can close with its transition.
  const [createAsked, setCreateAsked] = useState(false);
  const [debounced] = useDebouncedValue((typed ?? '').trim(), typeaheadDebounceMs);

  const query = useQuery({
    queryKey: ['typeahead', source, debounced],
    queryFn: ({ signal }) => search(debounced, signal),
    enabled: typed !== null && debounced !== '',
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const items = typed !== null && debounced !== '' ? (query.data ?? []).slice(0, typeaheadLimit) : [];

  const shown = typed ?? (value ? getLabel(value) : '');
  const searching = query.isFetching || (typed !== null && typed.trim() !== debounced);
  const showEmpty = typed !== null && debounced !== '' && !searching && items.length === 0;

  // Enter takes the first hit without arrowing down to it first — also when the answer comes from the
  // cache (same hits object) or the dropdown opens again on the same text. Only hits of the typed text:
  // while a search runs, the list still shows the last one's, and none of them is preselected; an Enter
  // then waits for the typed text's first hit.
  const { selectFirstOption, resetSelectedOption, dropdownOpened } = combobox;
  const settled = typed !== null && !searching;
  const stale = typed !== null && searching;
  const first = settled && dropdownOpened ? items[0] : undefined;
  const enter = usePendingEnter(settled && dropdownOpened, first, choose);
  useEffect(() => {
    if (first && !enter.pending) selectFirstOption();
  }, [first, enter.pending, selectFirstOption]);

  function choose(item: T) {
    setTyped(null);
    onChange(item);
    combobox.closeDropdown();
  }

  function submit(optionValue: string) {
    if (optionValue === createValue) {
      setCreating(typed ?? '');
      setCreateAsked(true);
      combobox.closeDropdown();
      return;
    }
    const item = items.find((i) => String(getId(i)) === optionValue);
    if (item) choose(item);
  }

  return (
    <>
      <Combobox store={combobox} onOptionSubmit={submit} withinPortal>
        <Combobox.Target withExpandedAttribute>
          <TextInput
            role="combobox"
            aria-autocomplete="list"
            label={label}
            placeholder={placeholder}
            value={shown}
            error={props.error}
            required={props.required}
            disabled={props.disabled}
            autoComplete="off"
            onChange={(event) => {
              setTyped(event.currentTarget.value);
              enter.forget();
              resetSelectedOption();
              combobox.openDropdown();
            }}
            onKeyDown={(event) => {
              // While the user is searching, Enter picks from the list and must not submit a form around it;
              // with a chosen item it submits that form as usual.
              if (event.key !== 'Enter' || typed === null || event.nativeEvent.isComposing) return;
              event.preventDefault();
              // An option arrowed to is Mantine's to take; else the first hit of the typed text, once it is here.
              if (searching && typed.trim() !== '' && combobox.getSelectedOptionIndex() < 0) enter.wait();
            }}
            onClick={() => combobox.openDropdown()}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => {
              enter.forget();
              combobox.closeDropdown();
              // An emptied field clears the choice; half-typed text gives way to the chosen item again.
              if (typed !== null && typed.trim() === '' && value) onChange(null);
              setTyped(null);
            }}
            rightSection={searching && typed ? <Busy size={16} label="Sucht" /> : null}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={items.length === 0 && !showEmpty && !renderCreate}>
          <Combobox.Options
            aria-label={label}
            aria-busy={stale || undefined}
            mah={320}
            style={{ overflowY: 'auto' }}
          >
            {items.map((item) => (
              // The last text's hits while the typed text's are on their way: faded, as not yet the answer.
              <Combobox.Option
                key={getId(item)}
                value={String(getId(item))}
                style={stale ? { opacity: staleOpacity } : undefined}
              >
                {getLabel(item)}
              </Combobox.Option>
            ))}
            {showEmpty && <Combobox.Empty>Keine Treffer</Combobox.Empty>}
            {renderCreate && (
              <Combobox.Option value={createValue}>
                <Text size="sm" c="blue" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                  <IconPlus size={14} aria-hidden />
                  Neu anlegen …
                </Text>
              </Combobox.Option>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {renderCreate && createAsked && (
        <Suspense fallback={null}>
          {renderCreate({
            opened: creating !== null,
            onClose: () => setCreating(null),
            onCreated: choose,
            initialText: creating ?? '',
          })}
        </Suspense>
      )}
    </>
  );
}
