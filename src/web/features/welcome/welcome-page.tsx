import { Anchor, Box, Card, Flex, Loader, Stack, Text, Title } from '@mantine/core';
import { usePublicConfig } from '../../lib/public-config.ts';
import { HeroPanel } from './hero-panel.tsx';

/** The public start page until the sign-in screens arrive (issue 3): the hero and how to reach support. */
export function WelcomePage() {
  const config = usePublicConfig();
  return (
    <Flex component="main" direction={{ base: 'column', md: 'row' }} mih="100vh">
      <Box flex={{ base: 'none', md: 7 }}>
        <HeroPanel />
      </Box>
      <Box flex={{ base: 'none', md: 5 }} p={{ base: 'lg', md: 48 }}>
        <Stack gap="lg" maw={440}>
          <Title order={2}>Üdvözöljük!</Title>
          <Text>
            A portálon a bank ügyfelei kuponkódjukkal ingyenes energetikai tanúsítványt igényelhetnek. A
            tanúsító felkeresi Önt, elvégzi a helyszíni felmérést, a kész tanúsítványt pedig innen töltheti
            le.
          </Text>
          <Card withBorder radius="md" padding="lg" aria-labelledby="help-title">
            <Title id="help-title" order={3} size="h4" mb="xs">
              Segítségre van szüksége?
            </Title>
            {config.isPending ? (
              <Loader size="sm" aria-label="Elérhetőségek betöltése" />
            ) : config.isError ? (
              <Text c="red.8">Az elérhetőségek most nem tölthetők be.</Text>
            ) : (
              <Stack gap={4}>
                <Text>
                  Telefon:{' '}
                  <Anchor href={`tel:${config.data.supportPhone.replace(/\s/g, '')}`}>
                    {config.data.supportPhone}
                  </Anchor>
                </Text>
                <Text>
                  Email:{' '}
                  <Anchor href={`mailto:${config.data.supportEmail}`}>{config.data.supportEmail}</Anchor>
                </Text>
                <Anchor href={config.data.bankLandingUrl} target="_blank" rel="noopener noreferrer">
                  A(z) {config.data.bankName} programjának oldala
                </Anchor>
              </Stack>
            )}
          </Card>
        </Stack>
      </Box>
    </Flex>
  );
}

export default WelcomePage;
