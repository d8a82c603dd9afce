import type { ReactNode } from 'react';
import { Center, Paper, Text, Title } from '@mantine/core';
import { productName } from '../lib/page-title';

/** The pages before the shell (login, setting a password): one card in the middle under the product's name. */
export function AuthCard({ width, children }: { width: number; children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Paper withBorder shadow="sm" p="xl" w={width} maw="100%">
        {children}
      </Paper>
    </Center>
  );
}

/** The card's heading: the product's name above the page's title. */
export function AuthHeading({ title }: { title: string }) {
  return (
    <div>
      <Text c="dimmed" size="sm">
        {productName}
      </Text>
      <Title order={1} size="h2">
        {title}
      </Title>
    </div>
  );
}
