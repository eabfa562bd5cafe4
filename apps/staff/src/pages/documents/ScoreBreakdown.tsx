import '@mantine/core/styles/List.css';
import type { CoreFormsDocument, CoreFormsSymptomCount } from '@clinic/api-contract';
import { instrumentLibrary } from '@clinic/forms-core';
import { List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ruleText = (rule: CoreFormsSymptomCount) =>
  rule.met === null ? 'scores.ruleUnknown' : rule.met ? 'scores.ruleMet' : 'scores.ruleNotMet';

/**
 * A library instrument's result beyond its total, under the document's toolbar: each symptom-count
 * rule's result (the PCL-5's provisional PTSD diagnosis) and each subscale's score (its DSM-5
 * clusters) with the symptoms the rule counted in it, named in the staff member's language. Not
 * shown once the score is set by hand, as the toolbar's details are not.
 */
export function ScoreBreakdown({ document }: { document: CoreFormsDocument }) {
  const { t, i18n } = useTranslation();
  const details = document.scoreDetails;
  const subscales = details?.scales.slice(1) ?? [];
  const rules = details?.symptomCounts ?? [];
  if (!details || document.scoreReason || (subscales.length === 0 && rules.length === 0)) return null;
  const language = i18n.language === 'es' ? 'es' : 'en';
  const instrument = details.instrument ? instrumentLibrary[details.instrument.id] : undefined;
  const scaleName = (id: string) =>
    instrument?.scales.find((scale) => scale.id === id)?.name?.[language] ?? id;
  const ruleName = (id: string) =>
    instrument?.symptomCounts?.find((rule) => rule.id === id)?.name[language] ?? id;
  const counted = new Map(
    rules.flatMap((rule) => rule.criteria.map((criterion) => [criterion.scale, criterion])),
  );
  return (
    <Stack component="section" aria-label={t('scores.breakdown')} gap={4}>
      {rules.map((rule) => (
        <Text key={rule.id} size="sm" fw={600} c={rule.met ? 'orange.8' : undefined}>
          {t(ruleText(rule), { name: ruleName(rule.id) })}
        </Text>
      ))}
      {subscales.length > 0 && (
        <List size="sm" spacing={2}>
          {subscales.map((scale) => {
            const name = scaleName(scale.id);
            const symptoms = counted.get(scale.id);
            return (
              <List.Item key={scale.id}>
                {scale.total === null
                  ? t('scores.subscaleNoTotal', { name })
                  : t('scores.subscale', { name, total: scale.total })}
                {symptoms && ` · ${t('scores.symptoms', { count: symptoms.endorsed, min: symptoms.min })}`}
              </List.Item>
            );
          })}
        </List>
      )}
    </Stack>
  );
}
