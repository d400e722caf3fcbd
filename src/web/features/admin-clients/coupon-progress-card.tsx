import { Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { CouponProgress } from '../../../domain/admin.ts';
import { formatNumber, percentOf } from '../../../domain/format.ts';
import { MESSAGES } from '../../../domain/messages.ts';
import { couponProgressColor } from '../../../domain/statuses.ts';
import { Busy } from '../../components/busy.tsx';
import { LoadError } from '../../components/error-alert.tsx';
import { useCouponProgress } from './api/get-coupon-progress.ts';

/** The share of issued coupons that clients have used, in whole percent (0 while none is issued). */
export function couponUsePercent({ issued, used }: CouponProgress): number {
  return Math.min(100, percentOf(used, issued));
}

// The card stands in the list's title row, above the table, where it is seen without scrolling: two short
// lines, so the table still shows 15 rows at 1440 x 900 (docs/roles/portal-admin.md, 'Coupon progress').
const CARD = { withBorder: true, px: 'sm', py: 6, component: 'section', maw: '100%' } as const;

/** The card with its own request: loading, and a load error with 'Újrapróbálás', inside the card. */
export function CouponProgressSection() {
  const progress = useCouponProgress();
  if (progress.data) return <CouponProgressCard progress={progress.data} />;
  return (
    <Paper {...CARD} aria-label="Kuponok felhasználása" miw={progress.isError ? undefined : 280}>
      {progress.isError ? (
        <LoadError query={progress} title={MESSAGES.clients.progressLoadError} />
      ) : (
        <Busy label="Kuponok adatainak betöltése..." mih={44} />
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
    <Paper {...CARD} aria-labelledby="coupon-progress-title">
      <Stack gap={2}>
        <Group gap="xs" wrap="nowrap" align="center">
          <Title order={2} fz="sm" id="coupon-progress-title" style={{ whiteSpace: 'nowrap' }}>
            Kuponok felhasználása
          </Title>
          <Text fw={700} fz="md" lh={1.2} data-testid="coupon-percent">
            {percent}%
          </Text>
          <Progress
            value={percent}
            color={color}
            size="md"
            radius="xl"
            aria-label="Felhasznált kuponok aránya"
            data-band={color}
            miw={60}
            style={{ flex: 1 }}
          />
        </Group>
        <Group component="dl" gap="md" m={0} style={{ rowGap: 0 }}>
          <Figure label="Kiosztott kupon" value={progress.issued} />
          <Figure label="Felhasznált" value={progress.used} />
          <Figure label="Elkészült tanúsítvány" value={progress.done} />
        </Group>
      </Stack>
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text component="dt" fz="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fz="xs" fw={700}>
        {formatNumber(value)}
      </Text>
    </Group>
  );
}
