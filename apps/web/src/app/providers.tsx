import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './readable-disabled.css';
import './input-overflow.css';
import { queryClient } from '../lib/query-client';
import { ConfirmHost } from '../components/confirm';
import { cssVariablesResolver, theme } from './theme';

dayjs.locale('de');

export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <DatesProvider settings={{ locale: 'de', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={queryClient}>
          <Notifications position="top-right" />
          <ConfirmHost />
          {children}
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
