import { Button, Card, Group, Rating, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { schemaResolver, useForm } from '@mantine/form';
import { LIMITS } from '../../../domain/constants.ts';
import { formatDate } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { type PropertyView, ratingSchema } from '../../../domain/property.ts';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { formErrorsOf } from '../../lib/form-errors.ts';
import { useRateAuditor } from './api/rate-auditor.ts';
import { Stars } from '../../components/stars.tsx';

const starsLabel = (stars: number) => `${stars} csillag`;

/**
 * docs/product.md, 'Ratings from clients': after receiving the certificate the client rates the auditor (1-5
 * stars and a comment), once; the given rating is shown read-only.
 */
export function RatingCard({ property }: { property: PropertyView }) {
  const auditorName = property.auditor?.name;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="rating-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="rating-title">
          {property.rating ? 'Az Ön értékelése' : 'Értékelje a tanúsítót'}
        </Title>
        {property.rating ? (
          <Stack gap="xs">
            <Group gap="sm">
              <Stars value={property.rating.stars} label={`5 csillagból ${property.rating.stars}`} />
              <Text fz="sm" c="dimmed">
                {formatDate(property.rating.createdAt)}
              </Text>
            </Group>
            {property.rating.comment && <Text fz="sm">„{property.rating.comment}”</Text>}
            <Text fz="sm" fw={600}>
              {MESSAGES.rating.thanks}
            </Text>
          </Stack>
        ) : (
          <RatingForm propertyId={property.id} auditorName={auditorName ?? null} />
        )}
      </Stack>
    </Card>
  );
}

function RatingForm({ propertyId, auditorName }: { propertyId: string; auditorName: string | null }) {
  const rate = useRateAuditor(propertyId);
  const form = useForm({
    mode: 'controlled',
    initialValues: { stars: 0, comment: '' },
    validate: schemaResolver(ratingSchema, { sync: true }),
  });
  const { stars, comment } = form.getValues();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        rate.mutate(
          { stars: values.stars, ...(values.comment.trim() ? { comment: values.comment } : {}) },
          // Success replaces this form with the read-only rating and its thanks.
          { onError: (error) => form.setErrors(formErrorsOf(error)) },
        ),
      )}
    >
      <Stack gap="sm">
        <Text fz="sm">
          Mennyire volt elégedett {auditorName ? `${auditorName} tanúsító` : 'a tanúsító'} munkájával?
          Értékelése segít másoknak és nekünk is.
        </Text>
        <ErrorAlert error={rate.error} />
        <Stack gap={4}>
          <Text fz="sm" fw={500} id="rating-stars-label">
            Értékelés (1–5 csillag)
          </Text>
          <Rating
            size="lg"
            role="radiogroup"
            aria-labelledby="rating-stars-label"
            getSymbolLabel={starsLabel}
            // Outlined empty stars in a darker grey than Mantine's, visible against white (WCAG 1.4.11).
            emptySymbol={<IconStar size={30} color="var(--mantine-color-gray-6)" aria-hidden />}
            fullSymbol={<IconStarFilled size={30} color="var(--mantine-color-yellow-6)" aria-hidden />}
            value={stars}
            onChange={(value) => form.setFieldValue('stars', value)}
          />
          {form.errors.stars && (
            <Text fz="sm" c="red.8" role="alert">
              {form.errors.stars}
            </Text>
          )}
        </Stack>
        <Textarea
          label="Megjegyzés (nem kötelező)"
          autosize
          minRows={3}
          maxLength={LIMITS.ratingCommentMax}
          description={`${comment.length}/${LIMITS.ratingCommentMax} karakter`}
          {...form.getInputProps('comment')}
        />
        <Button
          type="submit"
          disabled={stars === 0}
          loading={rate.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          Értékelés küldése
        </Button>
      </Stack>
    </form>
  );
}
