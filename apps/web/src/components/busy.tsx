import { Loader, type MantineSize } from '@mantine/core';

/**
 * Something loads or runs. With a label it is named for screen readers: Mantine's Loader alone is a span
 * without a role, on which a name (aria-label) is prohibited (axe: aria-prohibited-attr), so it becomes a
 * progress bar without a value (indeterminate). Without a label it only decorates a text beside it and is
 * hidden from them. The only place that draws a Loader (eslint.config.js).
 */
export function Busy({ label, size }: { label?: string; size?: MantineSize | number }) {
  return label ? (
    <Loader size={size} role="progressbar" aria-label={label} />
  ) : (
    <Loader size={size} aria-hidden />
  );
}

/** Results of the text typed before, shown while the typed text's are on their way (typeahead, Projektsuche). */
export const staleOpacity = 0.55;
