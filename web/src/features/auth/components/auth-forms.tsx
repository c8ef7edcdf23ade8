import { useState } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { useTranslation } from 'react-i18next';

type TabView = 'login' | 'register';
type View = TabView | 'forgot-password';

/** The auth screen's forms: login and register tabs, or the forgot-password view, or the reset form for a link's token. */
export function AuthForms({ token, clearToken }: { token: string | null; clearToken: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('login');
  if (token) return <ResetPasswordForm key={token} token={token} onDone={clearToken} onBackToLogin={clearToken} />;
  if (view === 'forgot-password') return <ForgotPasswordForm onBackToLogin={() => setView('login')} />;
  return (
    <>
      <Tabs value={view} onChange={(_, next: TabView) => setView(next)} variant="fullWidth" aria-label={t('auth.tabs')} sx={{ mb: 3 }}>
        <Tab label={t('auth.loginTab')} value="login" id="auth-tab-login" aria-controls="auth-panel-login" />
        <Tab label={t('auth.registerTab')} value="register" id="auth-tab-register" aria-controls="auth-panel-register" />
      </Tabs>
      <Box role="tabpanel" id={`auth-panel-${view}`} aria-labelledby={`auth-tab-${view}`}>
        {view === 'login' ? <LoginForm onForgotPassword={() => setView('forgot-password')} /> : <RegisterForm />}
      </Box>
    </>
  );
}
