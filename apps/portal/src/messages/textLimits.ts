import { messagesBodyMaxLength, messagesSubjectMaxLength } from '@clinic/api-contract';
import type { TFunction } from 'i18next';

/** The server's limits, checked before sending: subject 1-200, message 1-5000 characters. */
export function subjectError(subject: string, t: TFunction): string | null {
  if (!subject.trim()) return t('messages.required');
  return subject.length > messagesSubjectMaxLength
    ? t('messages.tooLong', { max: messagesSubjectMaxLength })
    : null;
}

export function bodyError(body: string, t: TFunction): string | null {
  if (!body.trim()) return t('messages.required');
  return body.length > messagesBodyMaxLength ? t('messages.tooLong', { max: messagesBodyMaxLength }) : null;
}

export { messagesBodyMaxLength, messagesSubjectMaxLength };
