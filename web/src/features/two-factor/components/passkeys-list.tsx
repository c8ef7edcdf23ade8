import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import { useLanguage } from '../../../lib/i18n.ts';
import { useToast } from '../../../ui/toast.tsx';
import { useDeletePasskey, useMyPasskeys, usePasskeyRegistrationOptions, useRegisterPasskey } from '../api/two-factor.ts';
import { useFailureToast } from './use-two-factor-toasts.ts';

/** The caller's passkeys, each removable, and "Add a passkey" (the browser's WebAuthn code is fetched on the click). */
export function PasskeysList() {
  const { t } = useTranslation();
  const language = useLanguage();
  const toast = useToast();
  const failed = useFailureToast();
  const { answer: passkeys } = useMyPasskeys();
  const [askOptions, asking] = usePasskeyRegistrationOptions();
  const [register, registering] = useRegisterPasskey();
  const [remove, removing] = useDeletePasskey();

  const add = async () => {
    try {
      const [{ ceremonyId, optionsJson }, { startRegistration }] = await Promise.all([askOptions(), import('@simplewebauthn/browser')]);
      const response = await startRegistration({ optionsJSON: JSON.parse(optionsJson) });
      await register({ input: { ceremonyId, response: JSON.stringify(response) } });
      toast({ title: t('profile.security.passkeyAdded') });
    } catch (error) {
      failed(error);
    }
  };

  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(language);
  return (
    <Stack spacing={1}>
      <Typography variant="h3">{t('profile.security.passkeys')}</Typography>
      {passkeys && passkeys.length > 0 ? (
        <List dense aria-label={t('profile.security.passkeys')}>
          {passkeys.map((passkey) => (
            <ListItem
              key={passkey.id}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('profile.security.removePasskey', { name: passkey.name })}
                  disabled={removing}
                  onClick={() => {
                    remove({ id: passkey.id }).then(() => toast({ title: t('profile.security.passkeyRemoved') }), failed);
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemText
                primary={passkey.name}
                secondary={passkey.lastUsedAt ? t('profile.security.lastUsed', { date: dateOf(passkey.lastUsedAt) }) : t('profile.security.neverUsed')}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="text.secondary">{t('profile.security.noPasskeys')}</Typography>
      )}
      <Button variant="outlined" startIcon={<KeyOutlinedIcon />} disabled={asking || registering} onClick={() => void add()}>
        {t('profile.security.addPasskey')}
      </Button>
    </Stack>
  );
}
