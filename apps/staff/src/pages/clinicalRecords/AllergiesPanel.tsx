import '@mantine/core/styles/Input.css';
import type { CoreClinicalAllergy } from '@clinic/api-contract';
import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorBeyondFields, fieldErrorOf } from '../../api/fieldErrorOf';
import { FormModal } from '../../components/FormModal';
import { useAllergies } from './clinicalCalls';
import { clinicalTexts as texts } from './clinicalTexts';
import { LookupSelect } from './LookupSelect';
import { type PatientScope, type RecordModalProps, RecordsPanel } from './RecordsPanel';
import { useRecordSave } from './useRecordSave';

const allergenOf = (row: CoreClinicalAllergy) => row.allergen?.name ?? row.otherAllergen ?? '--';
const reactionOf = (row: CoreClinicalAllergy) => row.reaction?.name ?? row.otherReaction ?? '--';

/** The patient's allergies (they follow the patient, not an episode). */
export function AllergiesPanel(scope: PatientScope) {
  return (
    <RecordsPanel
      title={texts.allergiesTitle}
      addLabel={texts.addAllergy}
      resource="Allergy"
      scope={scope}
      query={useAllergies(scope.patientId)}
      nameOf={allergenOf}
      columns={[
        { header: texts.allergyType, cell: (row) => row.allergyType?.name ?? '--' },
        { header: texts.allergen, cell: allergenOf },
        { header: texts.reaction, cell: reactionOf },
        { header: texts.severity, cell: (row) => row.severity?.name ?? '--' },
      ]}
      renderModal={(props) => <AllergyModal {...props} />}
    />
  );
}

function AllergyModal({ record, onClose, patientId }: RecordModalProps<CoreClinicalAllergy, PatientScope>) {
  const [allergyTypeId, setAllergyTypeId] = useState(record?.allergyType?.id ?? null);
  const [allergenId, setAllergenId] = useState(record?.allergen?.id ?? null);
  const [otherAllergen, setOtherAllergen] = useState(record?.otherAllergen ?? '');
  const [reactionId, setReactionId] = useState(record?.reaction?.id ?? null);
  const [otherReaction, setOtherReaction] = useState(record?.otherReaction ?? '');
  const [severityId, setSeverityId] = useState(record?.severity?.id ?? null);
  const [missing, setMissing] = useState(false);
  const save = useRecordSave('Allergy', patientId, record, onClose);
  const submit = () => {
    // An allergen is required: from the list, or typed in (not both).
    if (!allergenId && !otherAllergen.trim()) return setMissing(true);
    setMissing(false);
    save.mutate({
      ...(record ? {} : { patientId }),
      allergyTypeId,
      allergenId,
      otherAllergen: allergenId ? null : otherAllergen.trim() || null,
      reactionId,
      otherReaction: reactionId ? null : otherReaction.trim() || null,
      severityId,
    });
  };
  return (
    <FormModal
      opened
      title={record ? texts.editAllergy : texts.addAllergy}
      onClose={onClose}
      onSubmit={submit}
      busy={save.isPending}
      error={errorBeyondFields(save.error, ['allergenId', 'otherAllergen'])}
    >
      <Text size="sm" c="dimmed">
        {texts.otherHint}
      </Text>
      <LookupSelect
        kind="AllergyType"
        label={texts.allergyType}
        value={allergyTypeId}
        onChange={setAllergyTypeId}
      />
      <LookupSelect
        kind="Allergen"
        label={texts.allergen}
        value={allergenId}
        onChange={(value) => {
          setAllergenId(value);
          setMissing(false);
        }}
        error={missing ? texts.required : fieldErrorOf(save.error, 'allergenId')}
      />
      {!allergenId && (
        <TextInput
          label={texts.otherAllergen}
          value={otherAllergen}
          maxLength={200}
          onChange={(event) => {
            setOtherAllergen(event.currentTarget.value);
            setMissing(false);
          }}
          error={fieldErrorOf(save.error, 'otherAllergen')}
        />
      )}
      <LookupSelect kind="Reaction" label={texts.reaction} value={reactionId} onChange={setReactionId} />
      {!reactionId && (
        <TextInput
          label={texts.otherReaction}
          value={otherReaction}
          maxLength={200}
          onChange={(event) => setOtherReaction(event.currentTarget.value)}
        />
      )}
      <LookupSelect
        kind="AllergySeverity"
        label={texts.severity}
        value={severityId}
        onChange={setSeverityId}
      />
    </FormModal>
  );
}
