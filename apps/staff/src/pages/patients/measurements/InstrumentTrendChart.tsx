import '@mantine/charts/styles.css';
import { type Instrument, instrumentScoring, type MeasurementRow, scaleRange } from '@clinic/forms-core';
import { LineChart } from '@mantine/charts';
import { formatDate } from '../../../format/formatDate';
import { measurementsTexts as texts } from './measurementsTexts';
import { chartHeight, trendBands, trendSummary } from './trendChartModel';

const day = 24 * 60 * 60 * 1000;

/** An axis or tooltip value (milliseconds, possibly as text) as a date; recharts may pass either. */
function dateLabel(value: unknown): string {
  const time = Number(value);
  return Number.isFinite(time) ? formatDate(new Date(time).toISOString()) : '';
}

interface Props {
  name: string;
  instrument: Instrument;
  rows: readonly MeasurementRow[];
  bandLabel: (code: string) => string;
}

/**
 * An instrument's totals over time on a time axis (uneven gaps between visits read as such), over
 * its severity bands. Loaded on its own (recharts is large) only when a chart shows instruments.
 */
export default function InstrumentTrendChart({ name, instrument, rows, bandLabel }: Props) {
  const scoring = instrumentScoring(instrument);
  const scale = scoring.scales[0];
  const range = scaleRange(scoring, scale?.id) ?? { min: 0, max: Math.max(...rows.map((row) => row.total)) };
  const bands = trendBands(scale?.bands ?? [], bandLabel, range);
  const data = rows.map((row) => ({ time: Date.parse(row.date), total: row.total }));
  const first = data[0]?.time ?? 0;
  const last = data.at(-1)?.time ?? first;
  // A margin either side so the first and latest points are not drawn on the chart's edge.
  const margin = Math.max((last - first) * 0.05, day);
  const summary = trendSummary(name, rows, { date: formatDate, band: bandLabel });
  return (
    <LineChart
      h={chartHeight}
      role="img"
      aria-label={summary}
      // The table below lists every value; the image is one summary, not a keyboard widget.
      lineChartProps={{ accessibilityLayer: false, margin: { top: 8, right: 16, bottom: 24, left: 8 } }}
      data={data}
      dataKey="time"
      series={[{ name: 'total', label: texts.total, color: 'blue.7' }]}
      curveType="linear"
      xAxisLabel={texts.dateCompleted}
      yAxisLabel={texts.total}
      xAxisProps={{
        type: 'number',
        domain: [first - margin, last + margin],
        // A tick on each completion's date; recharts drops those that would overlap.
        ticks: [...new Set(data.map((point) => point.time))],
        tickFormatter: dateLabel,
      }}
      yAxisProps={{ domain: [range.min, range.max], allowDecimals: false, width: 40 }}
      tooltipProps={{ labelFormatter: dateLabel }}
      referenceAreas={bands.map((band) => ({
        y1: band.from,
        y2: band.to,
        color: band.color,
        label: { value: band.label, fill: 'var(--mantine-color-text)' },
        labelPosition: 'insideTopLeft',
        ifOverflow: 'hidden',
      }))}
    />
  );
}
