import { useTranslation } from 'react-i18next';
import { CodeCancelCard } from './CodeCancelCard';
import { cancelByCode } from './cancelByCode';

/** /cancel-request/{code}: the link mailed with a visitor's request, usable without signing in. */
export default function CancelRequestPage() {
  const { t } = useTranslation();
  return (
    <CodeCancelCard
      intro={t('appointmentChanges.cancelRequest.intro')}
      cancel={cancelByCode}
      doneText={(reply) =>
        reply.cancelled === 'request'
          ? t('appointmentChanges.cancelRequest.doneRequest')
          : t('appointmentChanges.cancelRequest.doneAppointment')
      }
    />
  );
}
