import { Anchor, Text } from '@mantine/core';
import { NOT_GIVEN } from '../../domain/format.ts';
import { telHref } from '../lib/contact-links.ts';
import { EmailText } from './email-text.tsx';

/** An e-mail address that opens the mail app; `wrap` lets a long one break before its '@'. */
export function EmailLink({ email, wrap = false }: { email: string; wrap?: boolean }) {
  return (
    <Anchor href={`mailto:${email}`} fz="sm">
      {wrap ? <EmailText email={email} /> : email}
    </Anchor>
  );
}

/**
 * A phone number that dials on a phone, or a dimmed 'Nincs megadva' where none was given; `labelled` names
 * the phone in that text, for a line that has no label of its own.
 */
export function PhoneLink({ phone, labelled = false }: { phone: string | null; labelled?: boolean }) {
  if (!phone)
    return (
      <Text span fz="sm" c="dimmed">
        {labelled ? `Telefonszám: ${NOT_GIVEN}` : NOT_GIVEN}
      </Text>
    );
  return (
    <Anchor href={telHref(phone)} fz="sm">
      {phone}
    </Anchor>
  );
}

/** The client's contact person: name, phone and e-mail, or 'Az ügyfél maga' when the client has none. */
export function ContactPerson({
  contact,
}: {
  contact: { name: string; phone: string; email?: string | undefined } | null;
}) {
  if (!contact) return 'Az ügyfél maga';
  return (
    <>
      {contact.name} · <PhoneLink phone={contact.phone} />
      {contact.email && (
        <>
          {' · '}
          <EmailLink email={contact.email} />
        </>
      )}
    </>
  );
}
