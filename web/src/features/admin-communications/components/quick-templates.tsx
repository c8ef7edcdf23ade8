import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import { NOTIFICATION_TYPES, type NotificationType } from '@lunchbox/domain/communication-schemas';
import { orderingDeadlineSentence } from '@lunchbox/domain/deadline-sentences';
import { useLanguage } from '../../../lib/i18n.ts';
import { schoolTimeZone } from '../../../lib/school-clock.ts';
import { describeFailure } from '../../../lib/server-errors.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useEmailTemplates, type EmailTemplate, useLoadNextWeekMenu } from '../api/admin-communications.ts';
import type { CommunicationForm } from '../hooks/use-communication-form.ts';
import { useCommunicationLabel } from '../utils/communication-labels.ts';
import type { Outcome } from '../utils/email-outcome.ts';
import { nextWeekMenuDraft } from '../utils/next-week-menu-message.ts';
import { OutcomeAlert } from './outcome-alert.tsx';
import { useTranslation } from 'react-i18next';
import { seededSchoolClock } from '@lunchbox/domain/school-deadline';

function isNotificationType(value: string): value is NotificationType {
  return (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

/** The quick templates from the server and 'Load Next Week Menu', both filling the form. */
export function QuickTemplates({ form }: { form: CommunicationForm }) {
  const { update } = form;
  const { templates, loading, error } = useEmailTemplates();
  const loadNextWeekMenu = useLoadNextWeekMenu();
  const [loadingMenu, setLoadingMenu] = useState(false);
  const [notice, setNotice] = useState<Outcome | null>(null);
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const label = useCommunicationLabel();
  // The server names its templates in English; the catalogue knows them by id.
  const templateName = (template: EmailTemplate) => t(`admin.communications.templateNames.${template.id}`, { defaultValue: template.name });

  // The server drafts in English; another language's draft is the catalogue's entry for the template's id.
  const draftOf = (template: EmailTemplate): { subject: string; message: string } => {
    const key = `admin.communications.templateDrafts.${template.id}`;
    if (language === 'en' || !i18n.exists(key)) return template;
    return { subject: t(`${key}.subject`), message: t(`${key}.message`, { deadline: orderingDeadlineSentence(seededSchoolClock(schoolTimeZone), language) }) };
  };

  const applyTemplate = (template: EmailTemplate) => {
    const { subject, message } = draftOf(template);
    update({
      subject,
      message,
      ...(isNotificationType(template.notificationType) ? { notificationType: template.notificationType } : {}),
    });
    setNotice({ severity: 'success', text: t('admin.communications.templateLoaded', { name: templateName(template) }) });
  };

  const loadMenu = async () => {
    setLoadingMenu(true);
    setNotice(null);
    try {
      const menu = await loadNextWeekMenu();
      update({ notificationType: 'menu_update', ...nextWeekMenuDraft(menu, t, language) });
      setNotice({ severity: 'success', text: t('admin.communications.menuLoaded') });
    } catch (loadError) {
      const failure = describeFailure(loadError);
      const notFound = failure.kind === 'server' && failure.code === 'NOT_FOUND';
      setNotice({ severity: 'error', text: notFound ? t('admin.communications.noNextWeekMenu') : t('admin.communications.menuFailed') });
    } finally {
      setLoadingMenu(false);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby="quick-templates-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="quick-templates-title" variant="h3" component="h3" sx={{ mb: 2 }}>
        {t('admin.communications.templates')}
      </Typography>
      <Stack spacing={1.5}>
        <Button variant="contained" color="secondary" startIcon={<RestaurantMenuIcon />} onClick={() => void loadMenu()} disabled={loadingMenu}>
          {loadingMenu ? t('admin.loading') : t('admin.communications.loadMenu')}
        </Button>
        {loading ? (
          <LoadingSpinner label={t('admin.communications.templatesLoading')} minHeight={80} />
        ) : error ? (
          <Alert severity="warning">{t('admin.communications.templatesFailed')}</Alert>
        ) : (
          templates.map((template) => (
            <Button
              key={template.id}
              variant="outlined"
              onClick={() => applyTemplate(template)}
              sx={{ justifyContent: 'flex-start', textAlign: 'left', flexDirection: 'column', alignItems: 'flex-start' }}
            >
              <span>{templateName(template)}</span>
              <Typography component="span" variant="caption" color="text.secondary">
                {label('type', template.notificationType)}
              </Typography>
            </Button>
          ))
        )}
        <OutcomeAlert outcome={notice} onClose={() => setNotice(null)} />
      </Stack>
    </Paper>
  );
}
