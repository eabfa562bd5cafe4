import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import type { AppointmentCancelReason } from '@clinic/api-contract';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  type CancelReason,
  CancelReasonFields,
  cancelReasonBody,
  noCancelReason,
} from '../appointments/cancel/CancelReasonFields';
import { refusalText } from '../appointments/cancel/refusalText';
import { BackToWelcome } from '../verification/BackToWelcome';
import { LinkPageCard } from '../verification/LinkPageCard';

export interface CodeCancelBody {
  code: string;
  reason: AppointmentCancelReason;
  details?: string | undefined;
}

/**
 * The page a mailed cancel link opens (the request's, a reminder's), usable without signing in.
 * It waits for a click: mail scanners open links, and cancelling cannot be undone.
 */
export function CodeCancelCard<Reply>(props: {
  intro: string;
  cancel: (body: CodeCancelBody) => Promise<Reply>;
  doneText: (reply: Reply) => string;
}) {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const [value, setValue] = useState<CancelReason>(noCancelReason);
  const [showErrors, setShowErrors] = useState(false);
  const cancel = useMutation({ mutationFn: props.cancel });
  const refusal = cancel.error ? refusalText(t, cancel.error) : null;
  const submit = () => {
    setShowErrors(true);
    const checked = cancelReasonBody(value);
    if (checked.body) cancel.mutate({ code, ...checked.body });
  };
  return (
    <LinkPageCard title={t('appointmentChanges.cancelRequest.title')}>
      {cancel.isSuccess ? (
        <Alert color="teal" role="status">
          {props.doneText(cancel.data)}
        </Alert>
      ) : (
        <Stack>
          <Text>{props.intro}</Text>
          <CancelReasonFields value={value} onChange={setValue} showErrors={showErrors} />
          {cancel.error && (
            <Alert color="red" role="alert">
              {refusal ?? cancel.error.message}
            </Alert>
          )}
          <Group>
            <Button color="red" onClick={submit} loading={cancel.isPending}>
              {t('appointmentChanges.cancelRequest.submit')}
            </Button>
          </Group>
        </Stack>
      )}
      <BackToWelcome />
    </LinkPageCard>
  );
}
