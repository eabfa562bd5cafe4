import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import type { AppointmentRequestDetail, PossibleDuplicate } from '@clinic/api-contract';
import { Anchor, Badge, Button, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocationZones, useLookup } from '../../api/queries/referenceQueries';
import { QueryState } from '../../components/QueryState';
import { locationWallClockText } from '../../format/zoneLabels';
import { ApproveForm } from './ApproveForm';
import { useAppointmentRequest, useRequestDuplicates } from './appointmentRequestQueries';
import { approvalNotice } from './approvalNotice';
import { DeclineForm } from './DeclineForm';
import { describeStep } from './describeStep';
import { EmailVerificationNotice } from './EmailVerificationNotice';
import { IntakeDocumentsSection } from './IntakeDocumentsSection';
import { isRegistration } from './isRegistration';
import { PossibleDuplicates } from './PossibleDuplicates';
import { RequestPatientName } from './RequestPatientName';
import { statusColor } from './statusColor';
import { VideoVisitLinkForm } from './videoVisit/VideoVisitLinkForm';
import { isVisitorAwaitingReview } from './visitorRequest';

type Step = 'review' | 'approve' | 'decline';

export function RequestReviewModal({
  requestId,
  onClose,
  onDone,
}: {
  requestId: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const detail = useAppointmentRequest(requestId);
  const [step, setStep] = useState<Step>('review');
  const [linkTo, setLinkTo] = useState<PossibleDuplicate | null>(null);
  const registration = detail.data ? isRegistration(detail.data) : false;
  const title =
    step === 'approve'
      ? t(registration ? 'appointmentRequests.approveRegistrationTitle' : 'appointmentRequests.approveTitle')
      : step === 'decline'
        ? t(
            registration
              ? 'appointmentRequests.declineRegistrationTitle'
              : 'appointmentRequests.declineTitle',
          )
        : t(registration ? 'appointmentRequests.registrationTitle' : 'appointmentRequests.reviewTitle');
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <QueryState query={detail}>
        {(request) =>
          step === 'approve' ? (
            <ApproveForm
              request={request}
              linkTo={linkTo}
              onBack={() => setStep('review')}
              onDone={(approved) => onDone(approvalNotice(t, approved, linkTo))}
            />
          ) : step === 'decline' ? (
            <DeclineForm
              request={request}
              onBack={() => setStep('review')}
              onDone={() => onDone(t('appointmentRequests.declined'))}
            />
          ) : (
            <RequestSummary
              request={request}
              onStep={(next, patient) => {
                setLinkTo(patient ?? null);
                setStep(next);
              }}
            />
          )
        }
      </QueryState>
    </Modal>
  );
}

function Facts({ title, facts }: { title: string; facts: [string, string][] }) {
  if (facts.length === 0) return null;
  return (
    <section>
      <Title order={3} size="h5" mb={4}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} component="dl" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </section>
  );
}

function RequestSummary({
  request,
  onStep,
}: {
  request: AppointmentRequestDetail;
  /** `linkTo`: approve onto this existing patient's chart. */
  onStep: (step: Step, linkTo?: PossibleDuplicate) => void;
}) {
  const { t, i18n } = useTranslation();
  const timeZone = useLocationZones()(request.locationId);
  const unconfirmed = request.status === 'Unconfirmed';
  const registration = isRegistration(request);
  const visitor = isVisitorAwaitingReview(request);
  const duplicates = useRequestDuplicates(request.id, visitor);
  const companies = useLookup('InsuranceCompany').data;
  const stepNames = { company: (id: string) => companies?.find((item) => item.id === id)?.name };
  const anyDuplicate = (duplicates.data ?? []).length > 0;
  return (
    <Stack>
      <Group justify="space-between">
        <Group gap="xs">
          <RequestPatientName request={request} emphasized />
          {registration && (
            <Badge color="grape.9" variant="outline">
              {t('appointmentRequests.registration')}
            </Badge>
          )}
        </Group>
        <Badge color={statusColor[request.status]} variant="light">
          {t(`appointmentRequests.status.${request.status}`)}
        </Badge>
      </Group>
      {request.patientId && (
        <Anchor component={Link} to={`/patients/${request.patientId}`} size="sm">
          {t('appointmentRequests.openChart')}
        </Anchor>
      )}
      <Facts
        title={t(registration ? 'appointmentRequests.registrationTitle' : 'appointmentRequests.reviewTitle')}
        facts={[
          ...(registration
            ? [[t('appointmentRequests.location'), request.locationName ?? '--'] as [string, string]]
            : ([
                [
                  t('appointmentRequests.requested'),
                  locationWallClockText(request.requestedStart, timeZone, i18n.language),
                ],
                [t('appointmentRequests.service'), request.serviceName ?? '--'],
                [t('appointmentRequests.location'), request.locationName ?? '--'],
                [t('appointmentRequests.placeOfService'), request.placeOfServiceName ?? '--'],
                [
                  t('appointmentRequests.clinician'),
                  request.clinicianName ?? t('appointmentRequests.anyClinician'),
                ],
              ] as [string, string][])),
          ...(request.declineReason
            ? [[t('appointmentRequests.declineReasonLabel'), request.declineReason] as [string, string]]
            : []),
        ]}
      />
      {visitor && !request.emailVerified && <EmailVerificationNotice request={request} />}
      {request.telehealth && request.appointmentId && request.appointmentStatus === 'Show' && (
        <VideoVisitLinkForm request={request} appointmentId={request.appointmentId} />
      )}
      <Facts
        title={t('appointmentRequests.patientInfo')}
        facts={describeStep(request.patientInfo, t, stepNames)}
      />
      {visitor && (
        <PossibleDuplicates
          duplicates={duplicates}
          canLink={request.emailVerified}
          onLink={(patient) => onStep('approve', patient)}
        />
      )}
      <Facts
        title={t('appointmentRequests.insurance')}
        facts={describeStep(request.insurance, t, stepNames)}
      />
      <Facts
        title={t('appointmentRequests.paymentInfo')}
        facts={describeStep(request.paymentInfo, t, stepNames)}
      />
      <IntakeDocumentsSection documents={request.intakeDocuments} />
      {unconfirmed && (
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={() => onStep('decline')}>
            {t('appointmentRequests.decline')}
          </Button>
          <Button color="green" disabled={!request.emailVerified} onClick={() => onStep('approve')}>
            {t(anyDuplicate ? 'appointmentRequests.createNewPatient' : 'appointmentRequests.approve')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
