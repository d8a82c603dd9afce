import type { KeyboardEvent } from 'react';
import { Combobox, InputBase } from '@mantine/core';
import { ChoiceOptions, useChoiceList, type ChoiceFieldProps, type ChoiceOption } from './choice-list';

export type { ChoiceOption };

export interface ChoiceSelectProps extends ChoiceFieldProps {
  /** null while nothing is chosen. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** Only then can the user take the choice away: the clear button, or an emptied field left or Enter'd. */
  clearable?: boolean;
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
  const list = useChoiceList({ data, locked: readOnly || disabled, onDropdownOpen: props.onDropdownOpen });
  const { search, close } = list;
  const chosen = data.find((o) => o.value === value);

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
    // Opening highlights the chosen option, else the first (as Mantine's Select would).
    if (
      list.navigate(
        event,
        list.shown.findIndex((o) => o.value === value),
      )
    )
      return;
    if (event.key === 'Enter') {
      const option = list.highlighted;
      if (option) {
        event.preventDefault();
        choose(option.value);
      } else {
        // Not prevented: the form around submits, as from any other field.
        leave();
      }
    }
  }

  return (
    <Combobox store={list.combobox} onOptionSubmit={choose} withinPortal={props.withinPortal}>
      <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
        <InputBase
          ref={props.ref}
          {...list.inputProps}
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
          data-expanded={list.opened || undefined}
          onChange={(event) => list.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onClick={list.open}
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
      <ChoiceOptions list={list} isChosen={(v) => v === value} />
    </Combobox>
  );
}
