import { useForm, Controller } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { loginSchema } from '@lunchbox/domain/identity-schemas';
import { describeFailure } from '../../../lib/server-errors.ts';
import { FormTextField } from '../../../ui/form-text-field.tsx';
import { useToast } from '../../../ui/toast.tsx';
import { useLogin } from '../api/login.ts';
import { useStartSession } from '../hooks/use-session-actions.ts';
import { AuthForm } from './auth-form.tsx';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const toast = useToast();
  const [login, loading] = useLogin();
  const startSession = useStartSession();
  const { control, handleSubmit } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { username: '', password: '', rememberMe: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await login({ input: values });
      toast({ title: 'Login Successful', description: 'Welcome back!' });
      await startSession(user);
    } catch (error) {
      const failure = describeFailure(error);
      const description = failure.kind === 'server' ? failure.message || 'Invalid username or password' : 'An unexpected error occurred. Please try again.';
      toast({ title: 'Login Failed', description, variant: 'destructive' });
    }
  });

  return (
    <AuthForm
      onSubmit={onSubmit}
      name="Login"
      submit={{ label: 'Login', pendingLabel: 'Logging in...', pending: loading }}
      other={{ label: 'Forgot your password?', onClick: onForgotPassword }}
    >
      <FormTextField label="Username" placeholder="Username or email" autoComplete="username" autoFocus control={control} name="username" />
      <FormTextField label="Password" type="password" autoComplete="current-password" control={control} name="password" />
      <Controller
        name="rememberMe"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} onBlur={field.onBlur} />}
            label="Remember this device"
          />
        )}
      />
    </AuthForm>
  );
}
