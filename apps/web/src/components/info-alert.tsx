import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Transition } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

/** SPEC §9: info alerts fade out after 4 s. */
export const infoAlertVisibleMs = 4000;

/**
 * A short-lived info message ('Gespeichert.'). Show it again by rendering it with a new `key`.
 */
export function InfoAlert({ children, color = 'teal' }: { children: ReactNode; color?: string }) {
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(false), infoAlertVisibleMs);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Transition mounted={visible} transition="fade" duration={400}>
      {(style) => (
        <Alert style={style} color={color} icon={<IconInfoCircle aria-hidden />} role="status" mb="md">
          {children}
        </Alert>
      )}
    </Transition>
  );
}
