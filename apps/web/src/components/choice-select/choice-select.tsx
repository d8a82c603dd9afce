import {
  useEffect,
  useId,
  useState,
  type CSSProperties,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { CheckIcon, Combobox, InputBase, useCombobox, type InputBaseProps } from '@mantine/core';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: ReactNode;
  placeholder?: string;
  data: readonly ChoiceOption[];
  /** null while nothing is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Only then can the user take the choice away: the clear button, or an emptied field left or Enter'd. */
  clearable?: boolean;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  /** Shows the choice; no list opens and nothing changes. */
  readOnly?: boolean;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  onDropdownOpen?: () => void;
  /** The list in a portal (Mantine's default); a modal's fields pass false. */
  withinPortal?: boolean;
  w?: InputBaseProps['w'];
  style?: CSSProperties;
  'data-autofocus'?: boolean;
  /** The input: react-hook-form's field.ref focuses the first field with an error. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * The web's choice of one option (instead of Mantine's Select), on Mantine's Combobox with the keyboard's
 * highlight in React state. Typing always filters the options (there is no `searchable`).
 *
 * Mantine's Select keeps the highlight as an index into the mounted options and sets that in a setTimeout(0)
 * when its list opens: a key handled before the timer (Chromium runs input first) lost its ArrowDown, and Enter
 * chose nothing. Nor could it highlight options the theme mounts only on opening (ArrowDown on a closed list);
 * typed letters highlighted nothing, and Enter in a field with a choice took that choice away.
 *
 * Keys: ArrowDown/Up open the list and move round it; Enter takes the highlighted option, else submits the
 * form around as any field does; Esc closes the list (not a modal around it) and drops the typed text.
 */
export function ChoiceSelect(props: ChoiceSelectProps) {
  const { data, value, onChange, clearable = false, readOnly = false, disabled = false } = props;
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = useCombobox({
    onDropdownClose: () => setHighlight(-1),
    onDropdownOpen: props.onDropdownOpen,
  });
  const opened = combobox.dropdownOpened;
  // null: the field shows the chosen option; a string: what the user is typing.
  const [search, setSearch] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(-1);

  const chosen = data.find((o) => o.value === value);
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  const shown = needle ? data.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : data;
  const current = highlight < shown.length ? highlight : -1;
  const listShown = opened && shown.length > 0;
  const highlightedId = listShown && current >= 0 ? optionId(current) : undefined;

  useEffect(() => {
    if (highlightedId) document.getElementById(highlightedId)?.scrollIntoView({ block: 'nearest' });
  }, [highlightedId]);

  function open() {
    if (!readOnly && !disabled) combobox.openDropdown();
  }

  function close() {
    combobox.closeDropdown();
    setSearch(null);
  }

  function choose(next: string | null) {
    // The chosen option picked again stays chosen (Mantine's allowDeselect toggled it off).
    if (next !== value) onChange(next);
    close();
  }

  /** Leaving the field (Tab, a click elsewhere, Enter on no option): typed text gives way to the choice. */
  function leave() {
    if (clearable && search !== null && !search.trim()) choose(null);
    else close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly || event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const active = shown.findIndex((o) => o.value === value);
      const n = shown.length;
      if (!opened) {
        // Opening highlights the chosen option, else the first (as Mantine's Select would).
        open();
        setHighlight(Math.max(active, 0));
      } else if (n) {
        // An open list moves on from the highlighted option, else from the chosen one, round the ends.
        const from = current >= 0 ? current : active;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight(from < 0 ? (step > 0 ? 0 : n - 1) : (from + step + n) % n);
      }
    } else if (event.key === 'Enter') {
      const option = listShown ? shown[current] : undefined;
      if (option) {
        event.preventDefault();
        choose(option.value);
      } else {
        // Not prevented: the form around submits, as from any other field.
        leave();
      }
    } else if (event.key === 'Escape' && opened) {
      close();
    }
  }

  return (
    <Combobox store={combobox} onOptionSubmit={choose} withinPortal={props.withinPortal}>
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <InputBase
          ref={props.ref}
          id={id}
          label={props.label}
          placeholder={props.placeholder}
          description={props.description}
          error={props.error}
          required={props.required}
          disabled={disabled}
          readOnly={readOnly}
          w={props.w}
          style={props.style}
          data-autofocus={props['data-autofocus']}
          value={search ?? chosen?.label ?? ''}
          autoComplete="off"
          aria-haspopup="listbox"
          aria-controls={listShown ? listId : undefined}
          aria-activedescendant={highlightedId}
          data-expanded={opened || undefined}
          // Esc closes the list, not a modal around it (Mantine's modals skip such a target).
          data-mantine-stop-propagation={opened || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearch(text);
            open();
            // Enter takes the first match; on an emptied field it takes nothing.
            setHighlight(text.trim() ? 0 : -1);
          }}
          onKeyDown={onKeyDown}
          onClick={open}
          onBlur={(event) => {
            leave();
            props.onBlur?.(event);
          }}
          rightSectionPointerEvents="none"
          __defaultRightSection={<Combobox.Chevron />}
          __clearable={clearable && !!chosen && !readOnly && !disabled}
          __clearSection={<Combobox.ClearButton onClear={() => choose(null)} />}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={shown.length === 0}>
        <Combobox.Options id={listId} labelledBy={`${id}-label`} mah={220} style={{ overflowY: 'auto' }}>
          {shown.map((option, index) => (
            <Combobox.Option
              key={option.value}
              id={optionId(index)}
              value={option.value}
              className={Combobox.classes.optionsDropdownOption}
              active={option.value === value}
              selected={index === current}
              aria-selected={index === current}
            >
              {option.value === value && <CheckIcon className={Combobox.classes.optionsDropdownCheckIcon} />}
              <span>{option.label}</span>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
