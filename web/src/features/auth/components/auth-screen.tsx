import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Box from '@mui/material/Box';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { returnPathFrom } from '../../../lib/return-path.ts';
import { LoadingSpinner } from '../../../ui/loading-spinner.tsx';
import { useResetToken } from '../hooks/use-reset-token.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';
import { WelcomeBanner } from './welcome-banner.tsx';

type TabView = 'login' | 'register';
type View = TabView | 'forgot-password';

/** /auth and /reset-password: login and register tabs, forgot-password and reset views (spec section 2). */
export function AuthScreen() {
  const { user, loading } = useCurrentUser();
  const { search } = useLocation();
  const { token, clearToken } = useResetToken();
  const [view, setView] = useState<View>('login');

  if (loading) return <LoadingSpinner label="Checking your session" />;
  if (user) return <Navigate to={returnPathFrom(search)} replace />;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <WelcomeBanner />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {token ? (
          <ResetPasswordForm key={token} token={token} onDone={clearToken} onBackToLogin={clearToken} />
        ) : view === 'forgot-password' ? (
          <ForgotPasswordForm onBackToLogin={() => setView('login')} />
        ) : (
          <>
            <Tabs value={view} onChange={(_, next: TabView) => setView(next)} variant="fullWidth" aria-label="Sign in or create an account" sx={{ mb: 3 }}>
              <Tab label="Login" value="login" id="auth-tab-login" aria-controls="auth-panel-login" />
              <Tab label="Register" value="register" id="auth-tab-register" aria-controls="auth-panel-register" />
            </Tabs>
            <Box role="tabpanel" id={`auth-panel-${view}`} aria-labelledby={`auth-tab-${view}`}>
              {view === 'login' ? <LoginForm onForgotPassword={() => setView('forgot-password')} /> : <RegisterForm />}
            </Box>
          </>
        )}
      </Paper>
    </Container>
  );
}
