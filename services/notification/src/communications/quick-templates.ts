import type { NotificationType } from '@lunchbox/domain/communication-schemas';
import { orderingDeadlineSentence } from '@lunchbox/domain/deadline-sentences';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';
import { emailTexts } from '../mail/email-language.ts';

export interface QuickTemplate {
  id: string;
  name: string;
  notificationType: NotificationType;
  title: string;
  subject: string;
  message: string;
}

const TEMPLATES: ReadonlyArray<Omit<QuickTemplate, 'subject' | 'message'>> = [
  { id: 'general-announcement', name: 'General announcement', notificationType: 'announcement', title: 'Announcement' },
  { id: 'next-week-menu', name: 'Next week menu', notificationType: 'menu_update', title: 'Next week menu' },
  { id: 'menu-change', name: 'Menu change', notificationType: 'menu_update', title: 'Menu change' },
  { id: 'payment-reminder', name: 'Payment reminder', notificationType: 'payment_reminder', title: 'Payment reminder' },
  { id: 'emergency-notice', name: 'Emergency notice', notificationType: 'emergency', title: 'Emergency notice' },
];

/**
 * The Communications tab's quick templates, at least one per notification type. Their drafts are
 * the catalogue's (`admin.communications.templateDrafts`), English here; the web app drafts them in
 * the administrator's screen language from the same entries. The 'Next week menu' text states the
 * order deadline rendered from the domain rule (admin-area.md section 9's "Sunday 11:59 PM" is not
 * the rule: Monday's lunch closes Sunday 9:00 PM; issue 10); the tab's 'Load Next Week Menu' adds
 * the menu itself.
 */
export function quickTemplates(timeZone: string): readonly QuickTemplate[] {
  const { t } = emailTexts('en');
  const deadline = orderingDeadlineSentence(seededSchoolClock(timeZone));
  return TEMPLATES.map((template) => ({
    ...template,
    subject: t(`admin.communications.templateDrafts.${template.id}.subject`),
    message: t(`admin.communications.templateDrafts.${template.id}.message`, { deadline }),
  }));
}
