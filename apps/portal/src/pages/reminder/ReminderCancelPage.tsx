import { useTranslation } from 'react-i18next';
import { CodeCancelCard } from '../cancelRequest/CodeCancelCard';
import { cancelByReminderCode } from './reminderCalls';

/** /appointment-cancel/{code}: a reminder's Cancel link; the appointment is cancelled only by the button. */
export default function ReminderCancelPage() {
  const { t } = useTranslation();
  return (
    <CodeCancelCard
      intro={t('appointmentChanges.reminderLinks.cancelIntro')}
      cancel={cancelByReminderCode}
      doneText={() => t('appointmentChanges.cancelRequest.doneAppointment')}
    />
  );
}
