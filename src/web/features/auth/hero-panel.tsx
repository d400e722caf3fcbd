import { Box, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBolt, IconGift, IconHeadset } from '@tabler/icons-react';
import { PRODUCT_TITLE } from '../../../domain/constants.ts';

const BENEFITS = [
  { icon: IconBolt, title: 'Gyors', text: 'A megrendelés mindössze 1 perc.' },
  { icon: IconGift, title: 'Ingyenes', text: 'A bank kuponkódjával Önnek nem kerül semmibe.' },
  { icon: IconHeadset, title: 'Szakértői támogatás', text: 'Minősített tanúsító végzi a felmérést.' },
] as const;

/** The auth page's hero: title, tagline and the three benefit tiles (docs/roles/accounts.md, 'Sign-in'). */
export function HeroPanel() {
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
      p={{ base: 'lg', md: 48 }}
      bg="blue.8"
      c="white"
      h="100%"
    >
      <Stack gap="xl" maw={560}>
        <Title id="hero-title" order={1} c="white">
          {PRODUCT_TITLE}
        </Title>
        <Text size="lg">
          Ingyenes energetikai tanúsítás korszerűsített ingatlanára, a bankjától emailben kapott kuponkóddal.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <Stack key={title} gap={6} p="md" bg="blue.9" style={{ borderRadius: 8 }}>
              <ThemeIcon variant="white" color="blue.8" size="lg" radius="md" aria-hidden>
                <Icon size={20} />
              </ThemeIcon>
              <Text fw={700}>{title}</Text>
              <Text size="sm">{text}</Text>
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
