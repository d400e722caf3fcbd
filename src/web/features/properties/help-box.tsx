import { Anchor, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail, IconPhone } from '@tabler/icons-react';
import { usePublicConfig } from '../../lib/public-config.ts';
import { withCapitalArticle } from '../../../domain/article.ts';
import { telHref } from '../../lib/contact-links.ts';

/**
 * The help box (docs/roles/client.md, 'Side column'): the bank's landing page, the support phone and e-mail
 * (configuration).
 */
export function HelpBox() {
  const { data: config } = usePublicConfig();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="help-box-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="help-box-title">
          Segítségre van szüksége?
        </Title>
        <Text fz="sm">Kérdés esetén keresse ügyfélszolgálatunkat telefonon vagy emailben.</Text>
        {config && (
          <Stack gap={6}>
            <Anchor href={telHref(config.supportPhone)} fz="sm">
              <IconPhone size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {config.supportPhone}
            </Anchor>
            <Anchor href={`mailto:${config.supportEmail}`} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              <IconMail size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {config.supportEmail}
            </Anchor>
            <Anchor href={config.bankLandingUrl} target="_blank" rel="noopener noreferrer" fz="sm">
              <IconExternalLink size={16} aria-hidden style={{ verticalAlign: 'middle', marginRight: 6 }} />
              {withCapitalArticle(config.bankName)} tájékoztató oldala
              <VisuallyHidden> (új lapon nyílik meg)</VisuallyHidden>
            </Anchor>
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
