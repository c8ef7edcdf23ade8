import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALES } from '@lunchbox/domain/school-dates';
import type { MySessionsQuery } from '../../../gql/graphql.ts';
import { useLanguage } from '../../../lib/i18n.ts';
import { failureMessage } from '../../../lib/server-errors.ts';
import { ConfirmDialog, useConfirmation } from '../../../ui/confirm-dialog.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { RetryAlert } from '../../../ui/retry-alert.tsx';
import { SectionPanel } from '../../../ui/section-panel.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useMySessions, useRevokeMyOtherSessions, useRevokeMySession } from '../api/my-sessions.ts';
import { describeBrowser } from '../utils/describe-browser.ts';

type Session = MySessionsQuery['mySessions'][number];

/** 'Chrome on Windows', or as much of it as the User-Agent tells. */
function useBrowserLabel(): (session: Session) => string {
  const { t } = useTranslation();
  return (session) => {
    const { browser, system } = describeBrowser(session.userAgent);
    if (browser && system) return t('profile.sessions.browserOn', { browser, system });
    return browser ?? system ?? t('profile.sessions.unknownBrowser');
  };
}

/**
 * The profile's "Where you're signed in" (issue 30 §3): every live session with its browser, address
 * and times, this one marked; any other one can be signed out, or all of them at once.
 */
export function SignedInSessionsPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const browserLabel = useBrowserLabel();
  const { answer: sessions, loading, error, refetch } = useMySessions();
  const [revokeOne, revokingOne] = useRevokeMySession();
  const [revokeOthers, revokingOthers] = useRevokeMyOtherSessions();
  const when = new Intl.DateTimeFormat(INTL_LOCALES[language], { dateStyle: 'medium', timeStyle: 'short' });

  const failed = (failure: unknown) =>
    toast({ title: t('profile.sessions.revokeFailed'), description: failureMessage(failure, t('common.tryAgain')), variant: 'destructive' });
  const one = useConfirmation(async (session: Session) => {
    try {
      await revokeOne({ id: session.id });
      toast({ title: t('profile.sessions.revoked'), description: t('profile.sessions.revokedText') });
    } catch (failure) {
      failed(failure);
    }
  });
  const others = useConfirmation(async (_: true) => {
    try {
      const count = await revokeOthers();
      toast({ title: t('profile.sessions.revoked'), description: t('profile.sessions.revokedOthersText', { count }) });
    } catch (failure) {
      failed(failure);
    }
  });

  const hasOthers = (sessions ?? []).some((session) => !session.current);
  return (
    <SectionPanel title={t('profile.sessions.title')}>
      {loading ? (
        <LoadingSpinner label={t('profile.sessions.loading')} minHeight={120} />
      ) : error && !sessions ? (
        <RetryAlert onRetry={() => void refetch()}>{t('profile.sessions.loadFailed')}</RetryAlert>
      ) : (
        <>
          <List disablePadding aria-label={t('profile.sessions.title')}>
            {(sessions ?? []).map((session) => (
              <ListItem
                key={session.id}
                divider
                disableGutters
                secondaryAction={
                  session.current ? (
                    <Chip label={t('profile.sessions.thisDevice')} color="primary" size="small" />
                  ) : (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => one.ask(session)}
                      aria-label={t('profile.sessions.signOutNamed', { browser: browserLabel(session) })}
                    >
                      {t('profile.sessions.signOut')}
                    </Button>
                  )
                }
              >
                <ListItemText
                  sx={{ pr: 14 }}
                  primary={browserLabel(session)}
                  secondary={t('profile.sessions.details', {
                    address: session.ip ?? t('profile.sessions.unknownAddress'),
                    signedIn: when.format(new Date(session.createdAt)),
                    lastSeen: when.format(new Date(session.lastSeenAt)),
                  })}
                />
              </ListItem>
            ))}
          </List>
          <Box sx={{ mt: 2 }}>
            {hasOthers ? (
              <Button variant="outlined" color="error" onClick={() => others.ask(true)}>
                {t('profile.sessions.signOutOthers')}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                {t('profile.sessions.onlyThisOne')}
              </Typography>
            )}
          </Box>
        </>
      )}
      <ConfirmDialog
        {...one.dialog}
        title={t('profile.sessions.revokeTitle')}
        question={one.subject ? t('profile.sessions.revokeQuestion', { browser: browserLabel(one.subject) }) : ''}
        confirmLabel={t('profile.sessions.signOut')}
        pendingLabel={t('profile.sessions.signingOut')}
        pending={revokingOne}
      />
      <ConfirmDialog
        {...others.dialog}
        title={t('profile.sessions.revokeOthersTitle')}
        question={t('profile.sessions.revokeOthersQuestion')}
        confirmLabel={t('profile.sessions.signOutOthers')}
        pendingLabel={t('profile.sessions.signingOut')}
        pending={revokingOthers}
      />
    </SectionPanel>
  );
}
