import { z } from 'zod';
import {
  childPatchSchema,
  childRequestSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from '@lunchbox/domain/identity-schemas';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { captchaShape, childShape, messageShape, selectionOf, userShape } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';
import { deletedById } from './route-parts.ts';

const USER = selectionOf(userShape);
const CHILD = selectionOf(childShape);
const CHILD_FIELDS = ['name', 'school', 'schoolId', 'grade', 'teacher', 'preferredLunchOptions', 'allergies', 'diets'];

const accountRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/user',
    summary: 'The signed-in user',
    tag: 'Account',
    access: 'signed-in parent',
    operation: `query Me { me { ${USER} } }`,
    answer: (data) => {
      if (!data.me) throw new AppError('UNAUTHENTICATED', 'Not authenticated');
      return data.me;
    },
    response: userShape,
  },
  {
    method: 'GET',
    path: '/captcha',
    summary: 'A new registration CAPTCHA',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation CreateCaptcha { createCaptcha { captchaId image } }',
    cacheControl: 'no-store',
    response: captchaShape,
  },
  {
    method: 'POST',
    path: '/login',
    summary: 'Sign in; sets the session cookie, or answers a challenge for POST /api/login/2fa when the account has two-factor on',
    tag: 'Account',
    access: 'anyone',
    operation: `mutation SignIn($input: LoginInput!) { signIn(input: $input) { user { ${USER} } twoFactorRequired challengeId } }`,
    variables: (input) => ({ input: input.pick(['username', 'password', 'rememberMe']) }),
    answer: (data) => (data.signIn.twoFactorRequired ? { twoFactorRequired: true, challengeId: data.signIn.challengeId } : data.signIn.user),
    body: loginSchema,
    response: z.union([
      userShape,
      z.object({ twoFactorRequired: z.literal(true), challengeId: z.string().describe('For POST /api/login/2fa, within 5 minutes') }),
    ]),
  },
  {
    method: 'POST',
    path: '/register',
    summary: 'Create a parent account; signs it in',
    tag: 'Account',
    access: 'anyone',
    operation: `mutation Register($input: RegisterInput!) { register(input: $input) { ${USER} } }`,
    variables: (input) => ({
      input: input.pick(['username', 'email', 'password', 'fullName', 'phone', 'captchaAnswer', 'captchaId', 'expectedCaptcha', 'language']),
    }),
    status: 201,
    body: registerSchema,
    response: userShape,
  },
  {
    method: 'POST',
    path: '/logout',
    summary: 'Sign out; ends the session',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation Logout { logout }',
    answer: () => ({ message: 'Logged out successfully' }),
    response: messageShape,
  },
  {
    method: 'POST',
    path: '/forgot-password',
    summary: 'E-mail a password reset link',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation RequestPasswordReset($email: String) { requestPasswordReset(email: $email) }',
    variables: (input) => ({ email: input.body.email }),
    answer: () => ({ message: 'If an account with that email exists, a password reset link has been sent.' }),
    body: forgotPasswordSchema,
    response: messageShape,
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Set a new password with the e-mailed token',
    tag: 'Account',
    access: 'anyone',
    operation: 'mutation ResetPassword($input: ResetPasswordInput!) { resetPassword(input: $input) }',
    variables: (input) => ({ input: input.pick(['password', 'confirmPassword', 'token']) }),
    answer: () => ({ message: 'Password has been reset successfully' }),
    body: resetPasswordSchema,
    response: messageShape,
  },
  {
    method: 'PATCH',
    path: '/user/:id',
    summary: "Update the signed-in parent's profile",
    tag: 'Account',
    access: 'signed-in parent',
    operation: `mutation UpdateProfile($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER} } }`,
    variables: (input) => ({ id: input.id(), input: input.pick(['fullName', 'email', 'phone', 'language']) }),
    body: profileSchema,
    response: userShape,
  },
];

/** Child profiles under both of the spec's paths: /user/children (profile) and /child-profile(s) (home). */
function childRoutes(paths: { list: string; create: string; item: string }): RestRoute[] {
  return [
    {
      method: 'GET',
      path: paths.list,
      summary: "The signed-in parent's children",
      tag: 'Children',
      access: 'signed-in parent',
      operation: `query MyChildren { myChildren { ${CHILD} } }`,
      response: z.array(childShape),
    },
    {
      method: 'POST',
      path: paths.create,
      summary: 'Add a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: `mutation AddChild($input: ChildInput!) { addChild(input: $input) { ${CHILD} } }`,
      variables: (input) => {
        const { userId } = input.body;
        return { input: { ...input.pick(CHILD_FIELDS), userId: userId === undefined || userId === null ? undefined : Number(userId) } };
      },
      status: 201,
      body: childRequestSchema,
      response: childShape,
    },
    {
      method: 'PATCH',
      path: paths.item,
      summary: 'Change a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: `mutation UpdateChild($id: Int!, $input: ChildInput!) { updateChild(id: $id, input: $input) { ${CHILD} } }`,
      variables: (input) => ({ id: input.id(), input: input.pick(CHILD_FIELDS) }),
      body: childPatchSchema,
      response: childShape,
    },
    {
      method: 'DELETE',
      path: paths.item,
      summary: 'Remove a child',
      tag: 'Children',
      access: 'signed-in parent',
      operation: 'mutation DeleteChild($id: Int!) { deleteChild(id: $id) }',
      ...deletedById(),
    },
  ];
}

/** Issue 14 §2: the feed itself (GET /calendar/{token}.ics) is text/calendar, served beside the table (calendar-feed.ts). */
const calendarTokenRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/child-profile/:id/calendar-token',
    summary: "Replace a child's calendar feed URL (the old one stops at once)",
    tag: 'Children',
    access: 'signed-in parent',
    operation: 'mutation ResetCalendarToken($childId: Int!) { resetCalendarToken(childId: $childId) }',
    variables: (input) => ({ childId: input.id() }),
    answer: (data) => ({ calendarUrl: data.resetCalendarToken }),
    response: z.object({ calendarUrl: z.string() }),
  },
];

/** The Account and Children paths: signing in and out, the profile, the children and their calendar feeds. */
export const userRoutes: readonly RestRoute[] = [
  ...accountRoutes,
  ...childRoutes({ list: '/user/children', create: '/user/children', item: '/user/children/:id' }),
  ...childRoutes({ list: '/child-profiles', create: '/child-profile', item: '/child-profile/:id' }),
  ...calendarTokenRoutes,
];
