import { Button, FileButton, Group, List, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { formsKeys } from './formsCalls';
import { formsTexts } from './formsTexts';
import { importQuestionnaire, type QuestionnaireImport } from './questionnaireCalls';

/** The pasted text as a Questionnaire, or the reason it is not one (checked before any call). */
function parsed(text: string): { questionnaire: unknown } | { problem: string } {
  if (!text.trim()) return { problem: formsTexts.questionnaireRequired };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { problem: formsTexts.questionnaireNotJson };
  }
  const resourceType = (value as { resourceType?: unknown } | null)?.resourceType;
  return resourceType === 'Questionnaire'
    ? { questionnaire: value }
    : { problem: formsTexts.notAQuestionnaire };
}

/**
 * Forms → "Import FHIR Questionnaire": a Questionnaire pasted or read from its file becomes a new
 * form through the FHIR API's create. What it could not carry is listed before the builder opens,
 * so staff know what to finish by hand.
 */
export function ImportQuestionnaireModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = useApiMutation(importQuestionnaire, [formsKeys.all]);
  if (run.data)
    return <ImportResult result={run.data} onClose={onClose} onOpen={(id) => navigate(`/forms/${id}`)} />;
  return (
    <FormModal
      opened
      title={formsTexts.importQuestionnaire}
      onClose={onClose}
      onSubmit={() => {
        const checked = parsed(text);
        if ('problem' in checked) setProblem(checked.problem);
        else run.mutate(checked.questionnaire);
      }}
      busy={run.isPending}
      error={run.error}
      submitLabel={formsTexts.importSubmit}
      size="lg"
    >
      <Textarea
        label={formsTexts.questionnaireJson}
        description={formsTexts.questionnaireHelp}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setProblem(null);
        }}
        error={problem}
        autosize
        minRows={6}
        maxRows={14}
        styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
        required
        data-autofocus
      />
      <Group>
        <FileButton
          accept="application/fhir+json,application/json,.json"
          onChange={async (file) => {
            if (!file) return;
            setText(await file.text());
            setProblem(null);
          }}
        >
          {(props) => (
            <Button variant="default" {...props}>
              {formsTexts.chooseQuestionnaireFile}
            </Button>
          )}
        </FileButton>
      </Group>
    </FormModal>
  );
}

function ImportResult({
  result,
  onClose,
  onOpen,
}: {
  result: QuestionnaireImport;
  onClose: () => void;
  onOpen: (formId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      title={formsTexts.importQuestionnaire}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack>
        <Text role="status">{formsTexts.imported}</Text>
        {result.notCarried.length === 0 ? (
          <Text>{formsTexts.everythingCarried}</Text>
        ) : (
          <Stack gap="xs">
            <Text id="not-carried">{formsTexts.notCarried(result.notCarried.length)}</Text>
            <List aria-labelledby="not-carried" size="sm">
              {result.notCarried.map((entry, index) => (
                // Two items may miss the same element with the same words; the order is the server's.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list shown once
                <List.Item key={index}>{entry}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button onClick={() => onOpen(result.formId)} data-autofocus>
            {formsTexts.open}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
