import type { ChangeEvent } from 'react';

const style = {
  width: 18,
  height: 18,
  margin: 0,
  display: 'block',
  cursor: 'pointer',
  accentColor: 'var(--mantine-primary-color-filled)',
} as const;

/**
 * The selection checkbox of a table: native, in the theme's primary colour. Mantine's Checkbox costs a
 * render of its own in every row that scrolls into view (issue 11).
 */
export function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <input
      type="checkbox"
      aria-label={label}
      checked={checked}
      ref={(input) => {
        if (input) input.indeterminate = indeterminate;
      }}
      onChange={onChange}
      style={style}
    />
  );
}
