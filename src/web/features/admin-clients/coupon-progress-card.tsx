import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { CouponProgress } from '../../../domain/admin.ts';
import { formatNumber } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { couponProgressColor } from '../../../domain/statuses.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { useCouponProgress } from './api/get-coupon-progress.ts';

/** The share of issued coupons that clients have used, in whole percent (0 while none is issued). */
export function couponUsePercent({ issued, used }: CouponProgress): number {
  return issued > 0 ? Math.min(100, Math.round((used / issued) * 100)) : 0;
}

/** The card with its own request: loading, and a load error with 'Újrapróbálás', inside the card. */
export function CouponProgressSection() {
  const progress = useCouponProgress();
  if (progress.data) return <CouponProgressCard progress={progress.data} />;
  return (
    <Paper withBorder p="md" component="section" aria-label="Kuponok felhasználása">
      {progress.isError ? (
        <LoadError
          error={progress.error}
          title={MESSAGES.clients.progressLoadError}
          onRetry={() => void progress.refetch()}
          isRetrying={progress.isFetching}
        />
      ) : (
        <Busy label="Kuponok adatainak betöltése..." mih={96} />
      )}
    </Paper>
  );
}

/**
 * The coupon progress card, counted from the database (docs/product.md, 'Counters from the database'):
 * coupons issued, used (clients past 'new') and done (certificate uploaded); the bar's colour follows the
 * five bands of docs/rules/coupons.md, 'Coupon progress on the client list'.
 */
export function CouponProgressCard({ progress }: { progress: CouponProgress }) {
  const percent = couponUsePercent(progress);
  const color = couponProgressColor(percent);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="coupon-progress-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h5" id="coupon-progress-title">
            Kuponok felhasználása
          </Title>
          <Text fw={700} fz="xl" data-testid="coupon-percent">
            {percent}%
          </Text>
        </Group>
        <Progress
          value={percent}
          color={color}
          size="lg"
          radius="xl"
          aria-label="Felhasznált kuponok aránya"
          data-band={color}
        />
        <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
          <Figure label="Kiosztott kupon" value={progress.issued} />
          <Figure label="Felhasznált" value={progress.used} />
          <Figure label="Elkészült tanúsítvány" value={progress.done} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg">
        {formatNumber(value)}
      </Text>
    </div>
  );
}
