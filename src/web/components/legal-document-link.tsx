import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { legalDocumentPaths } from '../lib/paths.ts';

/**
 * The terms or the privacy policy: a PDF opened in a new tab, so that a form keeps what was typed. The icon
 * shows it and the hidden words say it (the registration, the auditor's onboarding, the client's documents).
 */
export function LegalDocumentLink({
  document,
  children,
  ...anchor
}: { document: keyof typeof legalDocumentPaths; children: ReactNode } & AnchorProps) {
  return (
    <Anchor
      href={legalDocumentPaths[document]}
      target="_blank"
      rel="noopener noreferrer"
      fz="inherit"
      {...anchor}
    >
      {children}
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'text-bottom' }} />
      <VisuallyHidden> (PDF, új lapon nyílik meg)</VisuallyHidden>
    </Anchor>
  );
}
