import type { KeyboardEvent } from 'react';
import { Combobox, Pill, PillsInput } from '@mantine/core';
import { ChoiceOptions, useChoiceList, type ChoiceFieldProps } from './choice-list';

export interface ChoiceMultiSelectProps extends ChoiceFieldProps {
  /** The chosen values, in the order they were chosen. */
  value: string[];
  onChange: (values: string[]) => void;
  /** At most so many: another option is not taken until one is removed (as Mantine's maxValues). */
  maxValues?: number;
}

/**
 * The web's choice of several options (instead of Mantine's MultiSelect, which lost keys as its Select did:
 * choice-list.tsx), shown as pills in the field. Typing filters the options.
 *
 * Keys: ArrowDown/Up open the list and move round it; Enter takes or gives back the highlighted option and keeps
 * the list open, else submits the form around as any field does; Backspace in an empty search removes the last
 * choice; Esc closes the list (not a modal around it) and drops the typed text. A pill's × removes it.
 */
export function ChoiceMultiSelect(props: ChoiceMultiSelectProps) {
  const { data, value, onChange, maxValues = Infinity, readOnly = false, disabled = false } = props;
  const list = useChoiceList({ data, locked: readOnly || disabled, onDropdownOpen: props.onDropdownOpen });
  const labelOf = (v: string) => data.find((o) => o.value === v)?.label ?? v;

  function remove(gone: string) {
    onChange(value.filter((v) => v !== gone));
  }

  /** The list stays open on the option; the typed text gives way to all options again. */
  function toggle(option: string) {
    if (value.includes(option)) remove(option);
    else if (value.length < maxValues) onChange([...value, option]);
    list.showAll(option);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (readOnly || event.nativeEvent.isComposing) return;
    if (list.navigate(event)) return;
    const last = value.at(-1);
    if (event.key === 'Enter') {
      const option = list.highlighted;
      if (option) {
        event.preventDefault();
        toggle(option.value);
      } else {
        // Not prevented: the form around submits, as from any other field.
        list.close();
      }
    } else if (event.key === 'Backspace' && !list.search && last !== undefined) {
      remove(last);
    }
  }

  return (
    <Combobox store={list.combobox} onOptionSubmit={toggle} withinPortal={props.withinPortal}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={list.id}
          label={props.label}
          description={props.description}
          error={props.error}
          required={props.required}
          disabled={disabled}
          w={props.w}
          style={props.style}
          data-expanded={list.opened || undefined}
          onClick={list.open}
          rightSectionPointerEvents="none"
          __defaultRightSection={<Combobox.Chevron error={props.error} />}
        >
          <Pill.Group>
            {value.map((v) => (
              <Pill
                key={v}
                withRemoveButton={!readOnly && !disabled}
                onRemove={() => remove(v)}
                // Mantine hides the × from assistive technology and leaves it unnamed.
                removeButtonProps={{ 'aria-hidden': undefined, 'aria-label': `${labelOf(v)} entfernen` }}
              >
                {labelOf(v)}
              </Pill>
            ))}
            <PillsInput.Field
              ref={props.ref}
              {...list.inputProps}
              placeholder={props.placeholder}
              readOnly={readOnly}
              data-autofocus={props['data-autofocus']}
              value={list.search ?? ''}
              onChange={(event) => list.type(event.currentTarget.value)}
              onKeyDown={onKeyDown}
              onBlur={(event) => {
                list.close();
                props.onBlur?.(event);
              }}
            />
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <ChoiceOptions list={list} isChosen={(v) => value.includes(v)} multiple />
    </Combobox>
  );
}
