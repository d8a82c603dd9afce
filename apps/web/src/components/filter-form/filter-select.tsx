import { useEffect, useId, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { CheckIcon, Combobox, InputBase, useCombobox } from '@mantine/core';

interface FilterOption {
  value: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  placeholder?: string;
  data: readonly FilterOption[];
  /** '' while nothing is chosen. */
  value: string;
  onChange: (value: string) => void;
  style?: CSSProperties;
}

/**
 * A searchable choice of the list filter, on Mantine's Combobox with the keyboard's highlight in React state.
 * Mantine's Select keeps it as an index into the mounted options and sets that in a setTimeout(0) when its list
 * opens: a key handled before the timer (Chromium runs input first) lost its ArrowDown, and Enter chose nothing.
 * Nor could it highlight options the theme mounts only on opening (ArrowDown on a closed list); typed letters
 * highlighted nothing, and Enter in a field with a choice took that choice away.
 */
export function FilterSelect({ label, placeholder, data, value, onChange, style }: FilterSelectProps) {
  const id = useId();
  const listId = `${id}-options`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const combobox = useCombobox({ onDropdownClose: () => setHighlight(-1) });
  const opened = combobox.dropdownOpened;
  // null: the field shows the chosen option; a string: what the user is typing.
  const [search, setSearch] = useState<string | null>(null);
  const [highlight, setHighlight] = useState(-1);

  const chosen = data.find((o) => o.value === value);
  const needle = search?.trim().toLocaleLowerCase() ?? '';
  const shown = needle ? data.filter((o) => o.label.toLocaleLowerCase().includes(needle)) : data;
  const current = highlight < shown.length ? highlight : -1;
  const highlightedId = opened && current >= 0 ? optionId(current) : undefined;

  useEffect(() => {
    if (highlightedId) document.getElementById(highlightedId)?.scrollIntoView({ block: 'nearest' });
  }, [highlightedId]);

  function close() {
    combobox.closeDropdown();
    setSearch(null);
  }

  function choose(next: string) {
    onChange(next);
    close();
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const active = shown.findIndex((o) => o.value === value);
      const n = shown.length;
      if (!opened) {
        // Opening highlights the chosen option, else the first (as Mantine's Select would).
        combobox.openDropdown();
        setHighlight(Math.max(active, 0));
      } else if (n) {
        // An open list moves on from the highlighted option, else from the chosen one, round the ends.
        const from = current >= 0 ? current : active;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setHighlight(from < 0 ? (step > 0 ? 0 : n - 1) : (from + step + n) % n);
      }
    } else if (event.key === 'Enter') {
      const option = opened ? shown[current] : undefined;
      if (option) {
        event.preventDefault();
        choose(option.value);
      } else {
        // Nothing highlighted: Enter submits the filter, as in any other field, and the list gives way.
        close();
      }
    } else if (event.key === 'Escape' && opened) {
      close();
    }
  }

  return (
    <Combobox store={combobox} onOptionSubmit={choose}>
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <InputBase
          id={id}
          label={label}
          placeholder={placeholder}
          style={style}
          value={search ?? chosen?.label ?? ''}
          autoComplete="off"
          aria-haspopup="listbox"
          aria-controls={opened ? listId : undefined}
          aria-activedescendant={highlightedId}
          data-expanded={opened || undefined}
          // Esc closes the list, not a modal around it (Mantine's modals skip such a target).
          data-mantine-stop-propagation={opened || undefined}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setSearch(text);
            combobox.openDropdown();
            // Enter takes the first match; an emptied field means 'Alle', as its placeholder says.
            setHighlight(text.trim() ? 0 : -1);
            if (!text.trim() && value) onChange('');
          }}
          onKeyDown={onKeyDown}
          onFocus={() => combobox.openDropdown()}
          onClick={() => combobox.openDropdown()}
          onBlur={close}
          rightSectionPointerEvents="none"
          __defaultRightSection={<Combobox.Chevron />}
          __clearable={!!chosen}
          __clearSection={<Combobox.ClearButton onClear={() => choose('')} />}
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
