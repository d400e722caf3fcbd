import { Card, Center, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PRODUCT_TITLE } from '../../domain/constants.ts';

/** The frame of the single-card public pages (forgot and reset password, e-mail confirmation). */
export function PublicCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100vh" p="md" bg="gray.0">
      <Card withBorder radius="md" padding="xl" w="100%" maw={480}>
        <Stack gap="md">
          <Text fw={700} c="blue.8">
            {PRODUCT_TITLE}
          </Text>
          <Title order={1} size="h3">
            {title}
          </Title>
          {children}
        </Stack>
      </Card>
    </Center>
  );
}
