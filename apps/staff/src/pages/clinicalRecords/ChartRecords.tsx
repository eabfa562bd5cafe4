import '@mantine/core/styles/Tabs.css';
import '../../components/selectStyles';
import type { CoreReferencePatient } from '@clinic/api-contract';
import { Paper, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { formatDate } from '../../format/formatDate';
import { EpisodeDocuments } from '../documents/EpisodeDocuments';
import { AllergiesPanel } from './AllergiesPanel';
import { type ChartTab, chartTabs } from './chartPath';
import { clinicalTexts as texts } from './clinicalTexts';
import { DiagnosisCodesPanel } from './DiagnosisCodesPanel';
import { MarRecordsPanel } from './MarRecordsPanel';
import { MedicationsPanel } from './MedicationsPanel';
import { VitalsPanel } from './VitalsPanel';

const isTab = (value: string | null): value is ChartTab => chartTabs.includes(value as ChartTab);

/**
 * The chart's documents and clinical records, in tabs, for one episode of care (the open one
 * by default). The episode and tab live in the address (?episode=&tab=), so Back returns here.
 */
export function ChartRecords({ patient }: { patient: CoreReferencePatient }) {
  const [params, setParams] = useSearchParams();
  const episodes = [...patient.episodesOfCare].sort((a, b) => b.startDate.localeCompare(a.startDate));
  const fallback = episodes.find((episode) => episode.endDate === null) ?? episodes[0];
  const episodeId =
    episodes.find((episode) => episode.id === params.get('episode'))?.id ?? fallback?.id ?? null;
  const tab: ChartTab = isTab(params.get('tab')) ? (params.get('tab') as ChartTab) : 'documents';
  const update = (key: string, value: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const needsEpisode = (content: React.ReactNode) =>
    episodeId ? content : <Text c="dimmed">{texts.needsEpisode}</Text>;
  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h4">
          {texts.sectionTitle}
        </Title>
        {episodes.length > 0 && (
          <Select
            label={texts.episode}
            data={episodes.map((episode) => ({
              value: episode.id,
              label: texts.episodeLabel(
                episode.number,
                formatDate(episode.startDate),
                episode.endDate === null,
              ),
            }))}
            value={episodeId}
            onChange={(value) => update('episode', value)}
            allowDeselect={false}
            maw={420}
          />
        )}
        <Tabs value={tab} onChange={(value) => update('tab', value)} keepMounted={false}>
          <Tabs.List>
            {chartTabs.map((key) => (
              <Tabs.Tab key={key} value={key}>
                {texts.tabs[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="documents" pt="md">
            {needsEpisode(episodeId && <EpisodeDocuments patientId={patient.id} episodeId={episodeId} />)}
          </Tabs.Panel>
          <Tabs.Panel value="vitals" pt="md">
            {needsEpisode(episodeId && <VitalsPanel patientId={patient.id} episodeId={episodeId} />)}
          </Tabs.Panel>
          <Tabs.Panel value="allergies" pt="md">
            <AllergiesPanel patientId={patient.id} />
          </Tabs.Panel>
          <Tabs.Panel value="diagnosisCodes" pt="md">
            {needsEpisode(episodeId && <DiagnosisCodesPanel patientId={patient.id} episodeId={episodeId} />)}
          </Tabs.Panel>
          <Tabs.Panel value="medications" pt="md">
            {needsEpisode(episodeId && <MedicationsPanel patientId={patient.id} episodeId={episodeId} />)}
          </Tabs.Panel>
          <Tabs.Panel value="mar" pt="md">
            {needsEpisode(episodeId && <MarRecordsPanel patientId={patient.id} episodeId={episodeId} />)}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Paper>
  );
}
