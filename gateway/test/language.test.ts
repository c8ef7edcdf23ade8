import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { startTestSystem, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, newSignedInParent } from './parents.ts';

const MAIL_WAIT_MS = 30_000;

describe("the user's language (issue 14 section 1)", () => {
  let system: TestSystem;

  beforeAll(async () => {
    system = await startTestSystem();
  });
  afterAll(async () => {
    await system?.stop();
  });

  test('when a parent sets their language to Spanish, then GET /api/user returns it and their next e-mail is in Spanish', async () => {
    const parent = await newSignedInParent(system.url);
    const changed = await parent.browser.patch(`/api/user/${parent.user.id}`, { language: 'es' });
    assert.equal(changed.status, 200);
    assert.equal(changed.body.language, 'es');
    assert.equal(changed.body.fullName, parent.user.fullName, 'the other fields stay');
    assert.equal((await parent.browser.get('/api/user')).body.language, 'es');

    // identity's user.updated reaches notification before the reset request's event: both leave in order from one outbox.
    assert.equal((await new Browser(system.url).post('/api/forgot-password', { email: parent.fields.email })).status, 200);
    await system.flushOutboxes();
    const mail = await system.mail.waitFor((message) => message.to.includes(parent.fields.email) && /contraseña/.test(message.subject), MAIL_WAIT_MS);
    assert.equal(mail.subject, 'Restablezca su contraseña de Lunchbox');
    assert.match(mail.text, new RegExp(`^Hola, ${parent.user.fullName}:`));
    assert.match(mail.text, /El enlace vence en una hora/);
    assert.match(mail.html, /Elegir una contraseña nueva/);
  });

  test('when a parent switches back to English, then the next e-mail is in English again, word for word as before', async () => {
    const parent = await newSignedInParent(system.url);
    assert.equal((await parent.browser.patch(`/api/user/${parent.user.id}`, { language: 'es' })).status, 200);
    assert.equal((await parent.browser.patch(`/api/user/${parent.user.id}`, { language: 'en' })).status, 200);
    await new Browser(system.url).post('/api/forgot-password', { email: parent.fields.email });
    await system.flushOutboxes();
    const mail = await system.mail.waitFor((message) => message.to.includes(parent.fields.email) && /password/i.test(message.subject), MAIL_WAIT_MS);
    assert.equal(mail.subject, 'Reset your Lunchbox password');
    assert.match(mail.text, /^Hello /);
  });

  test('when the language is neither en nor es, then PATCH answers 400 naming the field, and GraphQL refuses it the same way', async () => {
    const parent = await newSignedInParent(system.url);
    const bad = await parent.browser.patch(`/api/user/${parent.user.id}`, { language: 'fr' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error, 'language must be one of: en, es');
    assert.equal((await parent.browser.get('/api/user')).body.language, 'en', 'nothing changed');

    const graph = await parent.browser.post('/graphql', {
      query: 'mutation($id: Int!) { updateProfile(id: $id, input: { language: "de" }) { language } }',
      variables: { id: parent.user.id },
    });
    assert.equal(graph.body.errors?.[0]?.message, 'language must be one of: en, es');
    assert.equal(graph.body.errors?.[0]?.extensions?.code, 'BAD_USER_INPUT');
  });
});
