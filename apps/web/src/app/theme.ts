import { createTheme, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

const closeLabel = { 'aria-label': 'Schließen' };

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white-on-blue and light-variant text below WCAG AA contrast.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'sm',
  components: {
    // WCAG 1.4.1 (axe link-in-text-block): a link inside text must not differ by colour alone.
    Anchor: { defaultProps: { underline: 'always' } },
    // Mantine keeps every Combobox's closed dropdown (ChoiceSelect, ChoiceMultiSelect, typeahead) in the page
    // and positions it on mount: a forced layout per choice (16 ms of a Kaufobjekte list's first draw, issue
    // 29). Mounted when opened instead.
    Combobox: { defaultProps: { keepMounted: false } },
    // A hint below its input, not between label and input: fields side by side keep their inputs on one line.
    InputWrapper: { defaultProps: { inputWrapperOrder: ['label', 'input', 'description', 'error'] } },
    Modal: { defaultProps: { closeButtonProps: closeLabel } },
    // A <header> in a portalled modal counts as a second page banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    Notification: { defaultProps: { closeButtonProps: closeLabel } },
  },
});

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function contrastWithWhite(rgb: Rgb): number {
  const [r, g, b] = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 1.05 / (0.2126 * r + 0.7152 * g + 0.0722 * b + 0.05);
}

/**
 * Shade 9 darkened until it has 5.5:1 on white: AA (4.5:1) for small text also on the variant's 10 % tint.
 * Shade 9 of orange, yellow, green and lime is below it (status badges, light buttons).
 */
function readable(hex: string): string {
  let rgb = rgbOf(hex);
  while (contrastWithWhite(rgb) < 5.5) rgb = rgb.map((c) => Math.floor(c * 0.93)) as Rgb;
  return `rgb(${rgb.join(', ')})`;
}

const readableColors: Record<string, string> = {};
for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
  const color = readable(shades[9]);
  for (const part of ['filled', 'light-color', 'outline'])
    readableColors[`--mantine-color-${name}-${part}`] = color;
}

/** 'dimmed' text (gray 6) is below AA contrast on white; gray 7 is not. Coloured variants: see readable(). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', ...readableColors },
  dark: {},
});
