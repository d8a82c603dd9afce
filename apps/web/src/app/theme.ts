import { createTheme, type CSSVariablesResolver } from '@mantine/core';

const closeLabel = { 'aria-label': 'Schließen' };

export const theme = createTheme({
  primaryColor: 'blue',
  // Mantine's default shade 6 gives white-on-blue and light-variant text below WCAG AA contrast.
  primaryShade: { light: 9, dark: 8 },
  defaultRadius: 'sm',
  components: {
    Modal: { defaultProps: { closeButtonProps: closeLabel } },
    // A <header> in a portalled modal counts as a second page banner landmark.
    ModalHeader: { defaultProps: { component: 'div' } },
    Notification: { defaultProps: { closeButtonProps: closeLabel } },
  },
});

/** 'dimmed' text (gray 6) is below AA contrast on white; gray 7 is not. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
