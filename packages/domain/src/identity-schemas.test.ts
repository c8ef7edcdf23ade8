import assert from 'node:assert/strict';
import { describe, test } from '@jest/globals';
import type { z } from 'zod';
import {
  childDialogSchema,
  childPatchSchema,
  childProfileSchema,
  forgotPasswordSchema,
  loginSchema,
  profileSchema,
  registerSchema,
  resetPasswordSchema,
} from './identity-schemas.ts';

/** The message a person sees under each field, as the form shows it. */
function messages(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.error.issues) found[issue.path.join('.')] ??= issue.message;
  return found;
}

const registration = {
  username: 'parent1',
  email: 'parent@example.org',
  password: 'secret1',
  fullName: 'Pat Parent',
  phone: '555-123-4567',
  captchaAnswer: 'Ab3dE5',
  captchaId: '6f1b0c9e-3a43-4f4f-9f57-1f0a0f6d5b2c',
};

describe('sign-in and registration forms (parent-app.md section 5)', () => {
  test('when the login fields are too short, then each says so', () => {
    assert.deepEqual(messages(loginSchema, { username: 'ab', password: '12345' }), {
      username: 'Username must be at least 3 characters',
      password: 'Password must be at least 6 characters',
    });
  });

  test('when remember-me is left out, then it is false', () => {
    assert.equal(loginSchema.parse({ username: 'parent1', password: 'secret1' }).rememberMe, false);
  });

  test('when every registration field is wrong, then each field has the spec message', () => {
    assert.deepEqual(
      messages(registerSchema, { ...registration, username: 'ab', email: 'nope', password: '123', fullName: '', phone: '', captchaAnswer: 'Ab3' }),
      {
        username: 'Username must be at least 3 characters',
        email: 'Please enter a valid email',
        password: 'Password must be at least 6 characters',
        fullName: 'Full name is required',
        phone: 'Phone number is required',
        captchaAnswer: 'CAPTCHA text must be exactly 6 characters',
      },
    );
  });

  test('when a parent registers with a phone the profile would refuse, then registration refuses it with the same message', () => {
    for (const phone of ['5551234567', '555 123 4567', '1', '(555) 123-4567']) {
      assert.equal(messages(registerSchema, { ...registration, phone }).phone, 'Phone must be in the format 555-123-4567', phone);
      assert.equal(messages(profileSchema, { fullName: 'Pat', email: 'pat@example.org', phone }).phone, 'Phone must be in the format 555-123-4567', phone);
    }
    assert.equal(registerSchema.parse({ ...registration, phone: ' 555-123-4567 ' }).phone, '555-123-4567');
  });

  test('when the captcha answer is empty, then it asks for the 6-character text', () => {
    assert.equal(messages(registerSchema, { ...registration, captchaAnswer: '' }).captchaAnswer, 'Please enter the 6-character CAPTCHA text');
  });

  test('when the captcha answer has spaces around it, then they are trimmed before the length rule', () => {
    assert.equal(registerSchema.parse({ ...registration, captchaAnswer: '  Ab3dE5 ' }).captchaAnswer, 'Ab3dE5');
  });

  test('when forgot-password gets no valid address, then it says so', () => {
    assert.equal(messages(forgotPasswordSchema, { email: 'parent@' }).email, 'Please enter a valid email');
  });
});

describe('reset and profile forms', () => {
  test('when the reset form is empty, then each field has its message', () => {
    assert.deepEqual(messages(resetPasswordSchema, { password: '', confirmPassword: '', token: '' }), {
      password: 'Password must be at least 6 characters',
      confirmPassword: 'Please confirm your password',
      token: 'Reset token is required',
    });
  });

  test("when the two passwords differ, then confirmPassword says they don't match", () => {
    assert.deepEqual(messages(resetPasswordSchema, { password: 'secret1', confirmPassword: 'secret2', token: 't' }), {
      confirmPassword: "Passwords don't match",
    });
  });

  test('when the profile phone is not ddd-ddd-dddd, then it names the format', () => {
    assert.deepEqual(messages(profileSchema, { fullName: 'P', email: 'x', phone: '5551234567' }), {
      fullName: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Phone must be in the format 555-123-4567',
    });
    assert.deepEqual(messages(profileSchema, { fullName: 'Pat', email: 'pat@example.org', phone: '555-123-4567' }), {});
  });
});

describe('child forms', () => {
  test('when the profile screen child form is empty, then it uses the profile wording', () => {
    assert.deepEqual(messages(childProfileSchema, { name: '', school: 'S', grade: '', teacher: '' }), {
      name: "Child's name is required",
      school: 'School name must be at least 2 characters',
      grade: 'Grade is required',
      teacher: 'Section/Cohort is required',
    });
  });

  test('when the home dialog has no school, then it uses the dialog wording', () => {
    assert.equal(messages(childDialogSchema, { name: 'Ada', school: '', grade: '3', teacher: 'Room 4' }).school, 'School name is required');
  });

  test('when a child is updated with one field, then nothing else is touched (no defaults)', () => {
    assert.deepEqual(childPatchSchema.parse({ name: ' Amy ' }), { name: 'Amy' });
  });
});
