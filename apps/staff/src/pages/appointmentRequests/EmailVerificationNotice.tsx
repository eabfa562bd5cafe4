import '@mantine/core/styles/Alert.css';
import type { AppointmentRequestDetail } from '@clinic/api-contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { appointmentRequestKeys, resendVerification } from './appointmentRequestQueries';
import { visitorEmail } from './visitorRequest';

/**
 * A visitor's address is not verified yet: approval waits for it. Staff may mail a new link
 * (an old request, a lost mail); it goes only to the address the visitor typed.
 */
export function EmailVerificationNotice({ request }: { request: AppointmentRequestDetail }) {
  const { t } = useTranslation();
  const email = visitorEmail(request);
  const resend = useApiMutation(
    (_: undefined) => resendVerification(request.id),
    [appointmentRequestKeys.all],
  );
  return (
    // The title as plain dark text: Mantine's coloured alert titles fall short of WCAG contrast.
    <Alert color="orange">
      <Stack gap="xs">
        <Text fw={600}>{t('appointmentRequests.emailNotVerified')}</Text>
        <Text size="sm">{t('appointmentRequests.emailNotVerifiedHint', { email })}</Text>
        {resend.isSuccess && (
          <Text size="sm" role="status">
            {t('appointmentRequests.verificationResent', { email })}
          </Text>
        )}
        <ErrorAlert error={resend.error} />
        <Group>
          <Button
            size="xs"
            variant="default"
            loading={resend.isPending}
            onClick={() => resend.mutate(undefined)}
          >
            {t('appointmentRequests.resendVerification')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
