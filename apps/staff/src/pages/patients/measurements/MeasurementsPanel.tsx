import '@mantine/core/styles/Paper.css';
import type { CoreFormsInstrumentScore } from '@clinic/api-contract';
import { instrumentLibrary, type MeasurementRow, measurementRows } from '@clinic/forms-core';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/formatDate';
import { useInstrumentScores } from './measurementCalls';
import { measurementsTexts as texts } from './measurementsTexts';
import { chartHeight } from './trendChartModel';

// recharts is large: the staff app loads it only when a chart has instruments to draw.
const InstrumentTrendChart = lazy(() => import('./InstrumentTrendChart'));

const yesNo = (value: boolean | null, none: string) => (value === null ? none : value ? texts.yes : texts.no);

/**
 * Each library instrument the patient completed: a chart of its totals over its severity bands, and
 * the table of totals with change, response and remission, then its subscales and symptom-count
 * results (PCL-5 clusters and provisional PTSD diagnosis) where it has them.
 */
export function MeasurementsPanel({ patientId }: { patientId: string }) {
  const scores = useInstrumentScores(patientId);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="measurements-title">
      <Stack>
        <Title order={2} size="h4" id="measurements-title">
          {texts.title}
        </Title>
        <QueryState query={scores}>
          {(list) =>
            list.length === 0 ? (
              <Text c="dimmed">{texts.empty}</Text>
            ) : (
              [...groupByInstrument(list)].map(([id, points]) => (
                <InstrumentTable key={id} id={id} points={points} />
              ))
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function groupByInstrument(scores: readonly CoreFormsInstrumentScore[]) {
  const groups = new Map<string, CoreFormsInstrumentScore[]>();
  for (const score of scores)
    groups.set(score.instrument.id, [...(groups.get(score.instrument.id) ?? []), score]);
  return groups;
}

function InstrumentTable({ id, points }: { id: string; points: readonly CoreFormsInstrumentScore[] }) {
  const instrument = instrumentLibrary[id];
  const name = instrument?.name.en ?? points[0]?.formName ?? id;
  const rows = measurementRows(
    points.map((point) => ({
      documentId: point.documentId,
      date: point.completedAt,
      total: point.total,
      band: point.band,
    })),
    instrument?.remissionBelow,
  );
  const bandLabel = (code: string) => instrument?.bandLabels[code]?.en ?? code;
  const band = (row: MeasurementRow) => (row.band ? bandLabel(row.band) : texts.notDefined);
  const byDocument = new Map(points.map((point) => [point.documentId, point]));
  // The instrument's subscales and symptom-count rules, as their own columns after the total's.
  const subscaleColumns = (instrument?.scales.slice(1) ?? []).map((scale) => ({
    header: scale.name?.en ?? scale.id,
    cell: (row: MeasurementRow) => {
      const total = byDocument.get(row.documentId)?.subscales.find((sub) => sub.id === scale.id)?.total;
      return total === null || total === undefined ? texts.notDefined : String(total);
    },
  }));
  const ruleColumns = (instrument?.symptomCounts ?? []).map((rule) => ({
    header: rule.name.en,
    cell: (row: MeasurementRow) => {
      const met = byDocument.get(row.documentId)?.symptomCounts.find((result) => result.id === rule.id)?.met;
      return met === null || met === undefined ? texts.notDefined : met ? texts.met : texts.notMet;
    },
  }));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {name}
      </Title>
      {instrument && (
        <Suspense fallback={<div style={{ height: chartHeight }} />}>
          <InstrumentTrendChart name={name} instrument={instrument} rows={rows} bandLabel={bandLabel} />
        </Suspense>
      )}
      <DataTable<MeasurementRow>
        caption={`${texts.title}: ${name}`}
        rows={rows}
        rowKey={(row) => row.documentId}
        columns={[
          { header: texts.date, cell: (row) => formatDateTime(row.date) },
          { header: texts.total, cell: (row) => String(row.total) },
          { header: texts.band, cell: band },
          {
            header: texts.change,
            cell: (row) =>
              row.changeFromBaseline === null
                ? texts.baseline
                : `${row.changeFromBaseline > 0 ? '+' : ''}${row.changeFromBaseline}`,
          },
          { header: texts.response, cell: (row) => yesNo(row.response, texts.notDefined) },
          { header: texts.remission, cell: (row) => yesNo(row.remission, texts.notDefined) },
          ...subscaleColumns,
          ...ruleColumns,
        ]}
      />
    </Stack>
  );
}
