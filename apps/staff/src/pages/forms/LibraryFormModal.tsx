import { type InstrumentLanguage, instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorBeyondFields } from '../../api/fieldErrorOf';
import { useApiMutation } from '../../api/useApiMutation';
import { FormModal } from '../../components/FormModal';
import { createForm, formsKeys } from './formsCalls';
import { formsTexts } from './formsTexts';

const instruments = Object.values(instrumentLibrary);

/**
 * Forms → "Add from library": a validated instrument (PHQ-9, GAD-7…) as a new form in the
 * patients' language, with its published scoring; opened in the builder like a new form.
 */
export function LibraryFormModal({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [instrumentId, setInstrumentId] = useState<string | null>(null);
  const [language, setLanguage] = useState<InstrumentLanguage>('en');
  const create = useApiMutation(createForm, [formsKeys.all], (form) => navigate(`/forms/${form.id}`));
  const instrument = instrumentId ? instrumentLibrary[instrumentId] : undefined;
  const [missing, setMissing] = useState(false);
  return (
    <FormModal
      opened
      title={formsTexts.addFromLibrary}
      onClose={onClose}
      onSubmit={() => {
        if (!instrument) {
          setMissing(true);
          return;
        }
        const { name, content } = instrumentForm(instrument, language);
        create.mutate({
          name,
          content,
          category: 'main',
          documentInstructions: '',
          showInOmt: false,
          versionName: 'Version 1',
        });
      }}
      busy={create.isPending}
      error={errorBeyondFields(create.error, ['name'])}
      submitLabel={formsTexts.addFromLibrary}
      size="md"
    >
      <Stack>
        <Select
          label={formsTexts.instrument}
          data={instruments.map((option) => ({ value: option.id, label: option.name.en }))}
          value={instrumentId}
          onChange={(value) => {
            setInstrumentId(value);
            setMissing(false);
          }}
          error={missing ? formsTexts.instrumentRequired : undefined}
          required
          searchable
          data-autofocus
        />
        <div>
          <Text size="sm" fw={500} id="library-language">
            {formsTexts.formLanguage}
          </Text>
          <SegmentedControl
            aria-labelledby="library-language"
            value={language}
            onChange={(value) => setLanguage(value === 'es' ? 'es' : 'en')}
            data={[
              { value: 'en', label: 'English' },
              { value: 'es', label: 'Español' },
            ]}
          />
        </div>
        {instrument && (
          <Text size="sm" c="dimmed">
            {formsTexts.instrumentFacts(instrument.items.length, instrument.loinc)} {instrument.licence}
          </Text>
        )}
      </Stack>
    </FormModal>
  );
}
