import '../../components/selectStyles';
import {
  type AppointmentRequestApproveBody,
  type AppointmentRequestDetail,
  type PossibleDuplicate,
  videoVisitUrlError,
} from '@clinic/api-contract';
import { Select, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorOf } from '../../api/fieldErrorOf';
import { patientKeys } from '../../api/queries/patientQueries';
import { useClinicians } from '../../api/queries/referenceQueries';
import { useApiMutation } from '../../api/useApiMutation';
import { ReviewStepForm } from '../../components/ReviewStepForm';
import { VideoVisitUrlInput } from '../../components/VideoVisitUrlInput';
import { staffDisplayName } from '../../session/staffDisplayName';
import { appointmentRequestKeys, reviewRequest } from './appointmentRequestQueries';
import { isRegistration } from './isRegistration';
import { visitorEmail } from './visitorRequest';

const keep = 'keep';

export function ApproveForm({
  request,
  linkTo,
  onBack,
  onDone,
}: {
  request: AppointmentRequestDetail;
  /** "Link to this patient": the visitor's request goes to this existing chart. */
  linkTo: PossibleDuplicate | null;
  onBack: () => void;
  onDone: (approved: AppointmentRequestDetail) => void;
}) {
  const { t } = useTranslation();
  const clinicians = useClinicians();
  const [clinicianId, setClinicianId] = useState<string>(keep);
  const [notes, setNotes] = useState('');
  // Null until staff type: the field shows the chosen clinician's room, which the server books by default.
  const [typedLink, setTypedLink] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const approve = useApiMutation(
    (body: AppointmentRequestApproveBody) => reviewRequest(request.id, 'Approve', body),
    [appointmentRequestKeys.all, patientKeys.all],
    onDone,
  );
  // Only clinicians who offer the service can take it; the server checks they are free.
  const others = (clinicians.data ?? []).filter(
    (c) => c.id !== request.clinicianId && (!request.serviceId || c.serviceIds.includes(request.serviceId)),
  );
  const registration = isRegistration(request);
  const visitor = request.patientId === null;
  const email = visitorEmail(request);
  const linked = linkTo
    ? { name: `${linkTo.firstName} ${linkTo.lastName}`, account: linkTo.accountNumber }
    : null;
  const hint = registration
    ? linked
      ? t('appointmentRequests.approveRegistrationLinkHint', linked)
      : t('appointmentRequests.approveRegistrationHint', { location: request.locationName ?? '' })
    : linked
      ? t('appointmentRequests.approveLinkHint', linked)
      : t(visitor ? 'appointmentRequests.approveVisitorHint' : 'appointmentRequests.approveHint');
  const bookedClinicianId = clinicianId === keep ? request.clinicianId : clinicianId;
  const clinicianLink = clinicians.data?.find((c) => c.id === bookedClinicianId)?.videoVisitUrl ?? '';
  const link = typedLink ?? clinicianLink;
  const linkError = checked ? videoVisitUrlError(link) : undefined;
  const submit = () => {
    setChecked(true);
    if (request.telehealth && videoVisitUrlError(link)) return;
    approve.mutate({
      ...(clinicianId !== keep ? { clinicianId } : {}),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
      ...(linkTo ? { patientId: linkTo.patientId } : {}),
      // Blank or untouched: the server books the clinician's room (the one free when "any").
      ...(request.telehealth && typedLink?.trim() ? { videoVisitUrl: typedLink.trim() } : {}),
    });
  };
  return (
    <ReviewStepForm
      onSubmit={submit}
      onBack={onBack}
      error={approve.error}
      busy={approve.isPending}
      submitLabel={t(
        registration ? 'appointmentRequests.approveRegistration' : 'appointmentRequests.approve',
      )}
      submitColor="green"
    >
      <Text size="sm">{hint}</Text>
      {visitor && (
        <Text size="sm">
          {t(
            linked ? 'appointmentRequests.portalAccessExistingHint' : 'appointmentRequests.portalAccessHint',
            { email },
          )}
        </Text>
      )}
      {!registration && (
        <Select
          label={t('appointmentRequests.approveClinician')}
          description={t('appointmentRequests.approveClinicianHint')}
          data={[
            {
              value: keep,
              label: `${t('appointmentRequests.keepClinician')}${request.clinicianName ? ` (${request.clinicianName})` : ''}`,
            },
            ...others.map((c) => ({ value: c.id, label: staffDisplayName(c) })),
          ]}
          value={clinicianId}
          onChange={(value) => setClinicianId(value ?? keep)}
          allowDeselect={false}
        />
      )}
      {request.telehealth && !registration && (
        <VideoVisitUrlInput
          value={link}
          onChange={(event) => setTypedLink(event.currentTarget.value)}
          error={linkError ?? fieldErrorOf(approve.error, 'videoVisitUrl')}
          description={t('videoVisit.approveHint')}
        />
      )}
      <Textarea
        label={t('appointmentRequests.notes')}
        autosize
        minRows={2}
        maxLength={1000}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
    </ReviewStepForm>
  );
}
