import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { MessageScreen } from '../../ui/message-screen.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <MessageScreen
      title={t('notFound.title')}
      actions={
        <Button href="/" variant="contained">
          {t('notFound.home')}
        </Button>
      }
    >
      {t('notFound.text')}
    </MessageScreen>
  );
}
