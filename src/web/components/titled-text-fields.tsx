import { Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';

/**
 * A back-office text's title and body (docs/rules/validation.md, 'Back-office texts': a news item, a
 * support ticket): a one-line title of at most 200 characters, focused when its dialog opens, and a body of
 * at most 5,000 that grows with its text between `rows`.
 */
export function TitledTextFields({
  title,
  body,
  bodyLabel,
  bodyDescription,
  rows: [minRows, maxRows],
}: {
  title: GetInputPropsReturnType;
  body: GetInputPropsReturnType;
  bodyLabel: string;
  bodyDescription: string;
  rows: [min: number, max: number];
}) {
  return (
    <>
      <TextInput label="Cím" required maxLength={200} data-autofocus {...title} />
      <Textarea
        label={bodyLabel}
        description={bodyDescription}
        required
        autosize
        minRows={minRows}
        maxRows={maxRows}
        maxLength={5000}
        {...body}
      />
    </>
  );
}
