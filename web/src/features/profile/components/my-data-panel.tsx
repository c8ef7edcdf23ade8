import { useState } from 'react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { useTranslation } from 'react-i18next';
import { describeFailure, failureMessage } from '../../../lib/server-errors.ts';
import { FormDialog } from '../../../ui/form-dialog.tsx';
import { SectionPanel } from '../../../ui/section-panel.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { MY_DATA_URL, useDeleteMyAccount } from '../api/my-account.ts';
import { useForgetClosedAccount } from '../hooks/use-forget-closed-account.ts';

/** What deleting the account removes, named in the dialog before anything happens. */
const REMOVED = ['removesAccount', 'removesChildren', 'removesOrders', 'removesCredit', 'removesFeedback', 'removesEmails', 'removesSessions'] as const;

/**
 * Asks for the password (and, with two-factor sign-in on, a code) after naming everything that goes;
 * a wrong one keeps the dialog open and says so.
 */
function DeleteAccountDialog({ twoFactorOn, onClose }: { twoFactorOn: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const forgetAccount = useForgetClosedAccount();
  const [deleteAccount, deleting] = useDeleteMyAccount();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async () => {
    if (!password) {
      setProblem(t('profile.myData.passwordRequired'));
      return;
    }
    if (twoFactorOn && !code.trim()) {
      setProblem(t('profile.myData.codeRequired'));
      return;
    }
    try {
      await deleteAccount(twoFactorOn ? { password, code: code.trim() } : { password });
    } catch (failure) {
      const described = describeFailure(failure);
      if (described.kind === 'server' && described.code === 'UNAUTHENTICATED')
        setProblem(t(twoFactorOn ? 'profile.myData.wrongPasswordOrCode' : 'profile.myData.wrongPassword'));
      else if (described.kind === 'server' && described.code === 'TOO_MANY_REQUESTS') setProblem(described.message);
      else toast({ title: t('profile.myData.deleteFailed'), description: failureMessage(failure, t('common.tryAgain')), variant: 'destructive' });
      return;
    }
    await forgetAccount();
    toast({ title: t('profile.myData.deleted'), description: t('profile.myData.deletedText') });
  };

  return (
    <FormDialog
      title={t('profile.myData.deleteTitle')}
      description={t('profile.myData.deleteQuestion')}
      maxWidth="xs"
      confirmColor="error"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      submit={{ label: t('profile.myData.delete'), pendingLabel: t('profile.myData.deleting'), pending: deleting }}
    >
      <List dense disablePadding sx={{ listStyle: 'disc', pl: 3, mb: 1 }}>
        {REMOVED.map((key) => (
          <ListItem key={key} disableGutters sx={{ display: 'list-item', py: 0 }}>
            {t(`profile.myData.${key}`)}
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {t('profile.myData.lastEmail')}
      </Typography>
      <TextField
        label={t('profile.myData.password')}
        type="password"
        autoComplete="current-password"
        fullWidth
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setProblem(null);
        }}
        error={problem !== null}
        helperText={problem ?? ' '}
        disabled={deleting}
      />
      {twoFactorOn ? (
        <TextField
          label={t('profile.myData.code')}
          autoComplete="one-time-code"
          fullWidth
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setProblem(null);
          }}
          disabled={deleting}
        />
      ) : null}
    </FormDialog>
  );
}

/**
 * The profile's "Your data" (issue 30 §3): a copy of everything held about the parent, and deleting
 * the account. `twoFactorOn` says the deletion needs a code too.
 */
export function MyDataPanel({ twoFactorOn }: { twoFactorOn: boolean }) {
  const { t } = useTranslation();
  const [deleting, setDeleting] = useState(false);
  return (
    <SectionPanel title={t('profile.myData.title')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {t('profile.myData.downloadHint')}
        </Typography>
        {/* A plain link, not the router's: the gateway answers it with the file. */}
        <Button variant="outlined" startIcon={<DownloadIcon />} LinkComponent="a" href={MY_DATA_URL} download>
          {t('profile.myData.download')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('profile.myData.deleteHint')}
        </Typography>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('profile.myData.delete')}
        </Button>
      </Stack>
      {deleting ? <DeleteAccountDialog twoFactorOn={twoFactorOn} onClose={() => setDeleting(false)} /> : null}
    </SectionPanel>
  );
}
