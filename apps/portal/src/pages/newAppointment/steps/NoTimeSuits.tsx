import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../../../session/sessionStore';
import { JoinWaitlistDialog, type WaitlistTarget } from '../../appointments/waitlist/JoinWaitlistDialog';
import { anyClinician } from '../requestWizardMachine';
import { VisitorNoTimeSuits } from './VisitorNoTimeSuits';

/**
 * "No time suits me": a signed-in patient waits for the wizard's service, location and clinician
 * (or any) on the waitlist instead. A visitor has no chart to hold a place for: they are told how
 * to go on (VisitorNoTimeSuits).
 */
export function NoTimeSuits({
  serviceId,
  locationId,
  clinicianId,
}: {
  serviceId: string;
  locationId: string;
  clinicianId: string;
}) {
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const [target, setTarget] = useState<WaitlistTarget | null>(null);
  if (!signedIn) return <VisitorNoTimeSuits locationId={locationId} />;
  return (
    <Group gap="xs" mt="sm">
      <Text size="sm" c="gray.7">
        {t('appointmentChanges.waitlist.intro')}
      </Text>
      <Button
        variant="light"
        size="sm"
        onClick={() =>
          setTarget({ serviceId, locationId, clinicianId: clinicianId === anyClinician ? null : clinicianId })
        }
      >
        {t('appointmentChanges.waitlist.noTimeSuits')}
      </Button>
      <JoinWaitlistDialog target={target} onClose={() => setTarget(null)} />
    </Group>
  );
}
