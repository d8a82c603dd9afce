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
import { CheckIcon, Combobox, useCombobox, type InputBaseProps } from '@mantine/core';

export interface ChoiceOption {
  value: string;
  label: string;
}

/** What ChoiceSelect and ChoiceMultiSelect take alike, besides their value. */
export interface ChoiceFieldProps {
  label: ReactNode;
  placeholder?: string;
  data: readonly ChoiceOption[];
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

export interface ChoiceListOptions {
  data: readonly ChoiceOption[];
  /** readOnly or disabled: no list opens. */
  locked: boolean;
  onDropdownOpen?: () => void;
}

/**
 * The list of ChoiceSelect and ChoiceMultiSelect: Mantine's Combobox with the keyboard's highlight in React state
 * (Mantine keeps it as an index into the mounted options and sets it in a timer when the list opens, so keys
 * handled before the timer were lost). Typed text filters the options.
 */
export function useChoiceList({ data, locked, onDropdownOpen }: ChoiceListOptions) {
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = useCombobox({ onDropdownClose: () => setHighlight(-1), onDropdownOpen });
  const opened = combobox.dropdownOpened;
  // null: nothing typed (the field shows the choice); a string: what the user is typing.
  const [search, setSearch] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(-1);

  const needle = search?.trim().toLocaleLowerCase() ?? '';
  const shown = needle ? data.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : data;
  const current = highlight < shown.length ? highlight : -1;
  const listShown = opened && shown.length > 0;
  const highlightedId = listShown && current >= 0 ? optionId(current) : undefined;

  useEffect(() => {
    if (highlightedId) document.getElementById(highlightedId)?.scrollIntoView({ block: 'nearest' });
  }, [highlightedId]);

  function open() {
    if (!locked) combobox.openDropdown();
  }

  /** Closes the list and drops the typed text. */
  function close() {
    combobox.closeDropdown();
    setSearch(null);
  }

  return {
    id,
    listId,
    optionId,
    combobox,
    opened,
    search,
    shown,
    /** The index of the highlighted option in `shown`, -1 for none. */
    current,
    /** The option Enter takes: highlighted in a list on screen. */
    highlighted: listShown ? shown[current] : undefined,
    open,
    close,
    /** Drops the typed text and keeps the highlight on the option of `value`, now in the whole list. */
    showAll(value: string) {
      setSearch(null);
      setHighlight(data.findIndex((o) => o.value === value));
    },
    /** Typing filters and opens the list; Enter takes the first match, on an emptied field nothing. */
    type(text: string) {
      setSearch(text);
      open();
      setHighlight(text.trim() ? 0 : -1);
    },
    /**
     * ArrowDown/Up open the list, highlighting the `active` option (an index into `shown`) else the first, and
     * move round it from the highlighted option, else from `active`; Esc closes an open list and drops the typed
     * text. Returns whether the key was one of these.
     */
    navigate(event: KeyboardEvent<HTMLInputElement>, active = -1): boolean {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        const n = shown.length;
        if (!opened) {
          open();
          setHighlight(Math.max(active, 0));
        } else if (n) {
          const from = current >= 0 ? current : active;
          const step = event.key === 'ArrowDown' ? 1 : -1;
          setHighlight(from < 0 ? (step > 0 ? 0 : n - 1) : (from + step + n) % n);
        }
        return true;
      }
      if (event.key === 'Escape' && opened) {
        close();
        return true;
      }
      return false;
    },
    /** For the input: names the list and its highlighted option; Esc closes the list, not a modal around it. */
    inputProps: {
      id,
      autoComplete: 'off',
      'aria-haspopup': 'listbox' as const,
      'aria-controls': listShown ? listId : undefined,
      'aria-activedescendant': highlightedId,
      // Mantine's modals skip an Esc from such a target.
      'data-mantine-stop-propagation': opened || undefined,
    },
  };
}

export type ChoiceList = ReturnType<typeof useChoiceList>;

/**
 * The options of a choice list, the chosen ones ticked. One choice marks the highlighted option aria-selected
 * (it is what Enter takes); a choice of several marks the chosen ones, as a multi-selectable listbox does.
 */
export function ChoiceOptions(props: {
  list: ChoiceList;
  isChosen: (value: string) => boolean;
  multiple?: boolean;
}) {
  const { list, isChosen, multiple = false } = props;
  return (
    // Typed text that matches nothing says so, rather than the list silently not opening.
    <Combobox.Dropdown hidden={list.shown.length === 0 && !list.search?.trim()}>
      <Combobox.Options
        id={list.listId}
        labelledBy={`${list.id}-label`}
        aria-multiselectable={multiple || undefined}
        mah={220}
        style={{ overflowY: 'auto' }}
      >
        {list.shown.map((option, index) => {
          const chosen = isChosen(option.value);
          return (
            <Combobox.Option
              key={option.value}
              id={list.optionId(index)}
              value={option.value}
              className={Combobox.classes.optionsDropdownOption}
              active={chosen}
              selected={index === list.current}
              aria-selected={multiple ? chosen : index === list.current}
            >
              {chosen && <CheckIcon className={Combobox.classes.optionsDropdownCheckIcon} />}
              <span>{option.label}</span>
            </Combobox.Option>
          );
        })}
        {list.shown.length === 0 && <Combobox.Empty>Keine Treffer</Combobox.Empty>}
      </Combobox.Options>
    </Combobox.Dropdown>
  );
}
