import { useCallback, useState } from 'react';
import type { NotificationMethod, NotificationType, RecipientChoice } from '@lunchbox/domain/communication-schemas';

/** The Communications form as typed (admin-area.md "Communications", section 9). */
export interface CommunicationFormValues {
  method: NotificationMethod;
  notificationType: NotificationType;
  recipients: RecipientChoice;
  /** Comma-separated e-mail addresses (method email) or phone numbers (WhatsApp), for 'specific'. */
  specificList: string;
  subject: string;
  message: string;
}

export const EMPTY_COMMUNICATION: CommunicationFormValues = {
  method: 'email',
  notificationType: 'announcement',
  recipients: 'all_users',
  specificList: '',
  subject: '',
  message: '',
};

/** The form's values, shared by the form, the quick templates and 'Load Next Week Menu'. */
export function useCommunicationForm() {
  const [values, setValues] = useState<CommunicationFormValues>(EMPTY_COMMUNICATION);
  const update = useCallback((changes: Partial<CommunicationFormValues>) => setValues((current) => ({ ...current, ...changes })), []);
  /** After a send: the message is gone, the choices stay for the next one. */
  const clearMessage = useCallback(() => setValues((current) => ({ ...current, subject: '', message: '', specificList: '' })), []);
  return { values, update, clearMessage };
}

export type CommunicationForm = ReturnType<typeof useCommunicationForm>;
