import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/**
 * A secret or a private link to be copied (an API key, a webhook's signing key, the calendar link): read-only
 * in a monospace font, selected whole on focus, with 'Másolás' beside it saying when it has copied.
 */
export function CopyField({
  label,
  value,
  fontSize,
}: {
  label: string;
  value: string;
  /** The value's font size when it is long (a key, a link); the input's own otherwise. */
  fontSize?: string;
}) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-end">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
        styles={{ input: { fontFamily: 'monospace', ...(fontSize ? { fontSize } : {}) } }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            variant="default"
            onClick={copy}
            leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          >
            {copied ? 'Másolva' : 'Másolás'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
