import { Suspense, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { preloadable } from '../../../lib/preloadable.tsx';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { LoginForm } from './login-form.tsx';
import { useTranslation } from 'react-i18next';

// The other views are chunks of their own, fetched when the parent heads for them (the Register tab
// hovered or focused, its link followed): a first visit to /auth, or to a guarded page, draws only the login form.
const { Component: RegisterForm, preload: loadRegisterForm } = preloadable(async () => (await import('./register-form.tsx')).RegisterForm);
const { Component: ForgotPasswordForm } = preloadable(async () => (await import('./forgot-password-form.tsx')).ForgotPasswordForm);
const { Component: ResetPasswordForm } = preloadable(async () => (await import('./reset-password-form.tsx')).ResetPasswordForm);

type TabView = 'login' | 'register';
type View = TabView | 'forgot-password';

/** About the login form's height, so the page does not jump when a form arrives. */
const FORM_HEIGHT = 320;

function FormLoading({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <Suspense fallback={<LoadingSpinner label={t('auth.loadingForm')} minHeight={FORM_HEIGHT} />}>{children}</Suspense>;
}

/** The auth screen's forms: login and register tabs, or the forgot-password view, or the reset form for a link's token. */
export function AuthForms({ token, clearToken }: { token: string | null; clearToken: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('login');
  if (token)
    return (
      <FormLoading>
        <ResetPasswordForm key={token} token={token} onDone={clearToken} onBackToLogin={clearToken} />
      </FormLoading>
    );
  if (view === 'forgot-password')
    return (
      <FormLoading>
        <ForgotPasswordForm onBackToLogin={() => setView('login')} />
      </FormLoading>
    );
  const preloadRegister = () => void loadRegisterForm();
  return (
    <>
      <Tabs value={view} onChange={(_, next: TabView) => setView(next)} variant="fullWidth" aria-label={t('auth.tabs')} sx={{ mb: 3 }}>
        <Tab label={t('auth.loginTab')} value="login" id="auth-tab-login" aria-controls="auth-panel-login" />
        <Tab
          label={t('auth.registerTab')}
          value="register"
          id="auth-tab-register"
          aria-controls="auth-panel-register"
          onPointerEnter={preloadRegister}
          onFocus={preloadRegister}
        />
      </Tabs>
      <Box role="tabpanel" id={`auth-panel-${view}`} aria-labelledby={`auth-tab-${view}`}>
        {view === 'login' ? (
          <LoginForm onForgotPassword={() => setView('forgot-password')} />
        ) : (
          <FormLoading>
            <RegisterForm />
          </FormLoading>
        )}
      </Box>
    </>
  );
}
