import { Router } from 'express';
import { AppError } from '@lunchbox/kit/errors';
import { body, idParam, route, runOperation, type RestDeps } from './operation.ts';

export const USER_FIELDS = 'id username email fullName phone isAdmin createdAt';

/** Sign-in, registration, password reset and the profile (parent-app.md section 7). */
export function authRoutes(deps: RestDeps): Router {
  const router = Router();

  router.get(
    '/user',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, `query { me { ${USER_FIELDS} } }`);
      if (!data.me) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
      res.json(data.me);
    }),
  );

  router.get(
    '/captcha',
    route(async (req, res) => {
      const data = await runOperation(deps, req, res, 'mutation { createCaptcha { captchaId image } }');
      res.set('cache-control', 'no-store').json(data.createCaptcha);
    }),
  );

  router.post(
    '/login',
    route(async (req, res) => {
      const { username, password, rememberMe } = body(req);
      const data = await runOperation(deps, req, res, `mutation ($input: LoginInput!) { login(input: $input) { ${USER_FIELDS} } }`, {
        input: { username, password, rememberMe },
      });
      res.json(data.login);
    }),
  );

  router.post(
    '/register',
    route(async (req, res) => {
      const { username, email, password, fullName, phone, captchaAnswer, captchaId, expectedCaptcha } = body(req);
      const data = await runOperation(deps, req, res, `mutation ($input: RegisterInput!) { register(input: $input) { ${USER_FIELDS} } }`, {
        input: { username, email, password, fullName, phone, captchaAnswer, captchaId, expectedCaptcha },
      });
      res.status(201).json(data.register);
    }),
  );

  router.post(
    '/logout',
    route(async (req, res) => {
      await runOperation(deps, req, res, 'mutation { logout }');
      res.json({ message: 'Logged out successfully' });
    }),
  );

  router.post(
    '/forgot-password',
    route(async (req, res) => {
      await runOperation(deps, req, res, 'mutation ($email: String) { requestPasswordReset(email: $email) }', { email: body(req).email });
      res.json({ message: 'If an account with that email exists, a password reset link has been sent.' });
    }),
  );

  router.post(
    '/reset-password',
    route(async (req, res) => {
      const { password, confirmPassword, token } = body(req);
      await runOperation(deps, req, res, 'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }', {
        input: { password, confirmPassword, token },
      });
      res.json({ message: 'Password has been reset successfully' });
    }),
  );

  router.patch(
    '/user/:id',
    route(async (req, res) => {
      const { fullName, email, phone } = body(req);
      const data = await runOperation(
        deps,
        req,
        res,
        `mutation ($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER_FIELDS} } }`,
        {
          id: idParam(req),
          input: { fullName, email, phone },
        },
      );
      res.json(data.updateProfile);
    }),
  );

  return router;
}
