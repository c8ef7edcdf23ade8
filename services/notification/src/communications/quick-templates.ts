import type { NotificationType } from '@lunchbox/domain/communication-schemas';
import { orderingDeadlineSentence } from '@lunchbox/domain/order-rules';

export interface QuickTemplate {
  id: string;
  name: string;
  notificationType: NotificationType;
  title: string;
  subject: string;
  message: string;
}

/**
 * The Communications tab's quick templates, at least one per notification type. The 'Next week
 * menu' text states the order deadline rendered from the domain rule (admin-area.md section 9's
 * "Sunday 11:59 PM" is not the rule: Monday's lunch closes Sunday 9:00 PM; issue 10); the tab's
 * 'Load Next Week Menu' adds the menu itself.
 */
export function quickTemplates(timeZone: string): readonly QuickTemplate[] {
  return [
    {
      id: 'general-announcement',
      name: 'General announcement',
      notificationType: 'announcement',
      title: 'Announcement',
      subject: 'An announcement from Lunchbox',
      message: [
        'Dear parents,',
        '',
        'We would like to let you know about the following:',
        '',
        '[Your announcement here]',
        '',
        'Thank you for choosing Lunchbox for your children’s school lunches.',
      ].join('\n'),
    },
    {
      id: 'next-week-menu',
      name: 'Next week menu',
      notificationType: 'menu_update',
      title: 'Next week menu',
      subject: 'Next week’s lunch menu is here',
      message: [
        'Dear parents,',
        '',
        'Next week’s lunch menu is now available. Have a look and choose your children’s lunches for each school day.',
        '',
        orderingDeadlineSentence(timeZone),
        '',
        'Thank you, and enjoy your weekend!',
      ].join('\n'),
    },
    {
      id: 'menu-change',
      name: 'Menu change',
      notificationType: 'menu_update',
      title: 'Menu change',
      subject: 'A change to this week’s lunch menu',
      message: [
        'Dear parents,',
        '',
        'Please note a change to this week’s lunch menu:',
        '',
        '[Describe the change here]',
        '',
        'Orders already placed for that day will be served the new dish. Contact us if you have any questions.',
      ].join('\n'),
    },
    {
      id: 'payment-reminder',
      name: 'Payment reminder',
      notificationType: 'payment_reminder',
      title: 'Payment reminder',
      subject: 'Reminder: payment for your lunch orders',
      message: [
        'Dear parents,',
        '',
        'Our records show lunch orders that are not paid yet. Please pay the open amount with PayPal or Zelle, as shown on the payment step of the cart.',
        '',
        'Payments are checked by hand; your orders show as Paid once we have received your payment.',
        '',
        'If you have paid already, thank you, and please ignore this reminder.',
      ].join('\n'),
    },
    {
      id: 'emergency-notice',
      name: 'Emergency notice',
      notificationType: 'emergency',
      title: 'Emergency notice',
      subject: 'Important: lunch service notice',
      message: [
        'Dear parents,',
        '',
        'Due to unforeseen circumstances, [describe the situation here].',
        '',
        'We apologize for the inconvenience and will keep you informed.',
      ].join('\n'),
    },
  ];
}
