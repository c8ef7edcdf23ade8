import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import TranslateIcon from '@mui/icons-material/Translate';
import { graphql } from '../../gql/gql.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import { useMutationAnswer } from '../../lib/operation-hooks.ts';
import { useToast } from '../../ui/toast.tsx';
import { languageOf } from '@lunchbox/domain/i18n/languages';

const SAVE_LANGUAGE_MUTATION = graphql(`
  mutation SaveLanguage($id: Int!, $input: ProfileInput!) {
    updateProfile(id: $id, input: $input) {
      id
      language
    }
  }
`);

/**
 * The header's language switch (issue 14): one button naming the other language in its own words.
 * A signed-in parent's choice is kept in their profile, so e-mails follow it; on signing in, the
 * profile's language is the one the screens take.
 */
export function LanguageSwitcher({ user }: { user: CurrentUser | null }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [saveLanguage, saving] = useMutationAnswer(SAVE_LANGUAGE_MUTATION, (data) => data.updateProfile, 'The profile was not updated');
  const profileLanguage = user ? languageOf(user.language) : null;

  useEffect(() => {
    if (profileLanguage && profileLanguage !== currentLanguage(i18n)) void i18n.changeLanguage(profileLanguage);
    // Only a new profile answer (sign-in, another tab's change) moves the screens; the switch moves them itself.
  }, [user?.id, profileLanguage]);

  const other = currentLanguage(i18n) === 'en' ? 'es' : 'en';
  return (
    <Button
      color="inherit"
      lang={other}
      aria-label={t('language.switchToLabel')}
      startIcon={<TranslateIcon aria-hidden />}
      disabled={saving}
      onClick={() => {
        void i18n.changeLanguage(other);
        if (user) saveLanguage({ id: user.id, input: { language: other } }).catch(() => toast({ title: t('language.saveFailed'), variant: 'destructive' }));
      }}
      sx={{ textTransform: 'none', minWidth: 0 }}
    >
      {t('language.switchTo')}
    </Button>
  );
}
