// The reports' two bar charts, in a chunk of their own: recharts and @mantine/charts are most of the
// screen's JavaScript (480 of 492 kB), so the screen paints its figures without them and loads this when
// a chart comes into view (ChartSlot in bank-reports-page.tsx, decision 0020).
import { BarChart } from '@mantine/charts';
import type { BankReport } from '../../../domain/bank-reports.ts';
import { formatNumber } from '../../../domain/format.ts';
import { addChartsStyles } from './charts-styles.ts';

addChartsStyles();

/** The status distribution; hidden from assistive technology, the table beside it reads the figures. */
export function StatusChart({ h, statuses }: { h: number; statuses: BankReport['statuses'] }) {
  return (
    <BarChart
      h={h}
      data={statuses.map((row) => ({ label: row.label, count: row.count }))}
      dataKey="label"
      orientation="vertical"
      yAxisProps={{ width: 150 }}
      series={[{ name: 'count', label: 'Ingatlanok', color: 'blue.6' }]}
      barProps={{ isAnimationActive: false }}
      // Hidden from assistive technology (the table beside reads the figures): no focus stop.
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatNumber}
      withTooltip={false}
      withBarValueLabel
    />
  );
}

/** Orders and finished certificates by month; the table below it reads the figures. */
export function MonthlyChart({ h, monthly }: { h: number; monthly: BankReport['monthly'] }) {
  return (
    <BarChart
      h={h}
      data={monthly}
      dataKey="label"
      series={[
        { name: 'orders', label: 'Megrendelések', color: 'blue.6' },
        { name: 'completed', label: 'Elkészült tanúsítványok', color: 'green.6' },
      ]}
      barProps={{ isAnimationActive: false }}
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatNumber}
      withLegend
    />
  );
}
