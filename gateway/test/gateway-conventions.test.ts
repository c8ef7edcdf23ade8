import assert from 'node:assert/strict';
import { afterAll, beforeAll, describe, test } from '@jest/globals';
import { ApiClient } from '../../infra/test/http-client.ts';
import { startTestSystem, TEST_ADMIN, TEST_CAPTCHA, type TestSystem } from '../../infra/test/test-system.ts';
import { Browser, cookieAttributes, newSignedInParent, sessionCookieLine, uniqueName, USER_KEYS, type SignedInParent } from './parents.ts';

const child = { name: 'Noah North', school: 'Stratford Pomeroy', grade: '5', teacher: 'Cohort A' };

/** Children as identity keeps them: calendarUrl is ordering's and appears once ordering has heard of a child (issue 14). */
function profiles(children: Array<Record<string, unknown>>): Array<Record<string, unknown>> {
  return children.map(({ calendarUrl: _feed, ...child }) => child);
}

describe('gateway conventions: CSRF, limits, error bodies, health, GraphQL', () => {
  let system: TestSystem;
  let parent: SignedInParent;
  let childId: number;

  beforeAll(async () => {
    // A low sign-in limit so that GraphQL's TOO_MANY_REQUESTS shows in a few requests.
    system = await startTestSystem({ env: { LOGIN_RATE_LIMIT: '2' } });
    parent = await newSignedInParent(system.url);
    childId = (await parent.browser.post('/api/child-profile', child)).body.id;
  });
  afterAll(async () => {
    await system?.stop();
  });

  const childrenNow = async () => profiles((await parent.browser.get('/api/child-profiles')).body);
  const userNow = async () => (await parent.browser.get('/api/user')).body;

  describe('CSRF: changes only as JSON', () => {
    const simpleTypes: Array<[string, string]> = [
      ['application/x-www-form-urlencoded', 'name=Forged+Kid&school=Sutter+Elementary&grade=1&teacher=T'],
      ['text/plain', JSON.stringify({ ...child, name: 'Forged Kid' })],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nForged Kid\r\n--xyz--\r\n'],
    ];
    for (const [type, body] of simpleTypes) {
      test(`when a signed-in parent's browser posts ${type.split(';')[0]} (as a cross-site form can), then it is refused with 415 and nothing is written`, async () => {
        const before = await childrenNow();
        const userBefore = await userNow();
        const add = await parent.browser.request('POST', '/api/child-profile', body, { 'content-type': type });
        assert.equal(add.status, 415);
        assert.equal(typeof add.body.error, 'string');
        const patch = await parent.browser.request('PATCH', `/api/user/${parent.user.id}`, body, { 'content-type': type });
        assert.equal(patch.status, 415);
        const remove = await parent.browser.request('DELETE', `/api/child-profile/${childId}`, body, { 'content-type': type });
        assert.equal(remove.status, 415);
        const logout = await parent.browser.request('POST', '/api/logout', body, { 'content-type': type });
        assert.equal(logout.status, 415);
        const graphql = await parent.browser.request('POST', '/graphql', JSON.stringify({ query: 'mutation { logout }' }), { 'content-type': type });
        assert.equal(graphql.status, 415);

        assert.deepEqual(await childrenNow(), before);
        assert.deepEqual(await userNow(), userBefore, 'still signed in, profile unchanged');
      });
    }

    test('when a sign-in is posted as text/plain, then it is refused with 415 and no cookie is set', async () => {
      const browser = new Browser(system.url);
      const response = await browser.request('POST', '/api/login', JSON.stringify({ username: parent.fields.username, password: parent.fields.password }), {
        'content-type': 'text/plain',
      });
      assert.equal(response.status, 415);
      assert.equal(response.headers.getSetCookie().length, 0);
      assert.equal((await browser.get('/api/user')).status, 401);
    });
  });

  describe('bodies', () => {
    test('when a body is over 100kb, then it is refused with 413 and an error body', async () => {
      const browser = new Browser(system.url);
      const big = { username: 'someone', password: 'secret-pass', padding: 'x'.repeat(101 * 1024) };
      for (const path of ['/api/login', '/api/register', '/graphql']) {
        const response = await browser.post(path, big);
        assert.equal(response.status, 413, path);
        assert.equal(response.body.error, 'Request body is too large');
      }
      const add = await parent.browser.post('/api/child-profile', { ...child, preferredLunchOptions: ['y'.repeat(101 * 1024)] });
      assert.equal(add.status, 413);
    });

    test('when a body is not valid JSON, then it is refused with 400 and an error body', async () => {
      const browser = new Browser(system.url);
      for (const [path, text] of [
        ['/api/login', '{"username": "abc",'],
        ['/api/login', "{'username': 'abc'}"],
        ['/api/login', 'null'],
        ['/api/child-profile', '"just a string"'],
        ['/graphql', '{"query": '],
      ] as const) {
        const response = await browser.request('POST', path, text, { 'content-type': 'application/json' });
        assert.equal(response.status, 400, `${path} ${text}`);
        assert.equal(response.body.error, 'Request body is not valid JSON');
      }
    });

    test('when a body uses a charset or encoding the server does not read, then it is refused with 4xx, not 500', async () => {
      const browser = new Browser(system.url);
      const json = JSON.stringify({ username: 'someone', password: 'secret-pass' });
      const latin1 = await browser.request('POST', '/api/login', json, { 'content-type': 'application/json; charset=latin1' });
      assert.equal(latin1.status, 415);
      const compress = await browser.request('POST', '/api/login', json, { 'content-encoding': 'compress' });
      assert.equal(compress.status, 415);
      const notGzip = await browser.request('POST', '/api/login', json, { 'content-encoding': 'gzip' });
      assert.equal(notGzip.status, 400);
      for (const response of [latin1, compress, notGzip]) assert.equal(typeof response.body.error, 'string');
    });
  });

  describe('paths and ids', () => {
    test('when an /api path does not exist, then it answers 404 with a JSON error body, whatever the method or Accept header', async () => {
      const browser = new Browser(system.url);
      for (const [method, path, headers] of [
        ['GET', '/api/no-such-thing', {}],
        ['GET', '/api/no-such-thing', { accept: 'text/html' }],
        ['POST', '/api/no-such-thing', {}],
        ['DELETE', '/api/user', {}],
        ['PUT', '/api/user/1', {}],
        ['GET', '/api/child-profile/1', {}],
      ] as const) {
        const response = await browser.request(method, path, method === 'GET' || method === 'DELETE' ? undefined : {}, headers);
        assert.equal(response.status, 404, `${method} ${path}`);
        assert.match(response.headers.get('content-type') ?? '', /application\/json/);
        assert.equal(typeof response.body.error, 'string');
      }
    });

    const badIds = ['abc', '0', '-1', '1.5', '1e3', '0x10', '99999999999', '2147483648', '%20', '%E0%A4%A'];
    test(`when a path id is not a positive whole number (${badIds.join(', ')}), then it answers 400 and nothing changes`, async () => {
      const before = await childrenNow();
      const userBefore = await userNow();
      for (const id of badIds) {
        for (const [method, path, body] of [
          ['PATCH', `/api/child-profile/${id}`, { name: 'Changed Kid' }],
          ['DELETE', `/api/child-profile/${id}`, undefined],
          ['DELETE', `/api/user/children/${id}`, undefined],
          ['PATCH', `/api/user/${id}`, { fullName: 'Changed Name' }],
        ] as const) {
          const response = await parent.browser.request(method, path, body);
          assert.equal(response.status, 400, `${method} ${path}`);
          assert.equal(typeof response.body.error, 'string');
        }
      }
      const response = await parent.browser.request('PATCH', '/api/child-profile/abc', { name: 'Changed Kid' });
      assert.equal(response.body.error, 'Invalid id');
      assert.deepEqual(await childrenNow(), before);
      assert.deepEqual(await userNow(), userBefore);
    });
  });

  describe('bad input never answers 500', () => {
    const nul = 'Nul\u0000Byte';
    const anonymousCalls: Array<[string, string, unknown]> = [
      ['POST', '/api/login', { username: 123456, password: 'secret-pass' }],
      ['POST', '/api/login', { username: { $ne: null }, password: 'secret-pass' }],
      ['POST', '/api/login', { username: 'someone', password: 'secret-pass', rememberMe: 'yes' }],
      ['POST', '/api/login', { username: ['someone'], password: ['secret-pass'] }],
      ['POST', '/api/login', { username: nul, password: 'secret-pass' }],
      ['POST', '/api/login', { username: 'x'.repeat(90_000), password: 'secret-pass' }],
      ['POST', '/api/login', []],
      ['POST', '/api/login', {}],
      ['POST', '/api/register', {}],
      ['POST', '/api/register', { username: 1, email: true, password: [], fullName: {}, phone: 2, captchaAnswer: 3, captchaId: 4 }],
      [
        'POST',
        '/api/register',
        { username: 'nulparent', email: 'nul@example.test', password: 'secret-pass', fullName: nul, phone: '1', captchaAnswer: 'Ab3dE5', captchaId: nul },
      ],
      ['POST', '/api/forgot-password', { email: 5 }],
      ['POST', '/api/forgot-password', { email: `a${nul}@example.test` }],
      ['POST', '/api/forgot-password', { email: null }],
      ['POST', '/api/reset-password', { password: {}, confirmPassword: [], token: 1 }],
      ['POST', '/api/reset-password', { password: 'secret-pass', confirmPassword: 'secret-pass', token: nul }],
      ['POST', '/api/reset-password', { password: 'secret-pass', confirmPassword: 'secret-pass', token: 'x'.repeat(5000) }],
    ];
    test('when anonymous calls send wrong types, NUL characters, huge or missing fields, then each gets a 4xx with an error body', async () => {
      const browser = new Browser(system.url);
      for (const [method, path, body] of anonymousCalls) {
        const response = await browser.request(method, path, body);
        assert.ok(
          response.status >= 400 && response.status < 500,
          `${method} ${path} ${JSON.stringify(body).slice(0, 100)} answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
        assert.equal(typeof response.body.error, 'string');
        assert.doesNotMatch(response.body.error, /Variable "\$/, 'no GraphQL internals in REST messages');
      }
    });

    test('when a signed-in parent sends wrong types, NUL characters or empty changes, then each gets a 4xx or an unchanged answer and nothing is written', async () => {
      const before = await childrenNow();
      const userBefore = await userNow();
      const refused: Array<[string, string, unknown]> = [
        ['POST', '/api/child-profile', { ...child, name: 12 }],
        ['POST', '/api/child-profile', { ...child, name: nul }],
        ['POST', '/api/child-profile', { ...child, userId: 'abc' }],
        ['POST', '/api/child-profile', { ...child, userId: { id: 1 } }],
        ['POST', '/api/child-profile', { ...child, userId: 1e12 }],
        ['POST', '/api/user/children', { ...child, preferredLunchOptions: [1, 2] }],
        ['POST', '/api/user/children', { ...child, preferredLunchOptions: [null] }],
        ['POST', '/api/user/children', { ...child, preferredLunchOptions: [nul] }],
        ['POST', '/api/user/children', { ...child, preferredLunchOptions: Array.from({ length: 50 }, (_, i) => `Option ${i}`) }],
        ['PATCH', `/api/child-profile/${childId}`, { teacher: nul }],
        ['PATCH', `/api/child-profile/${childId}`, { grade: 7 }],
        ['PATCH', `/api/user/${parent.user.id}`, { phone: 5551234567 }],
        ['PATCH', `/api/user/${parent.user.id}`, { fullName: nul }],
        ['PATCH', `/api/user/${parent.user.id}`, { email: ['a@example.test'] }],
      ];
      for (const [method, path, body] of refused) {
        const response = await parent.browser.request(method, path, body);
        assert.ok(
          response.status >= 400 && response.status < 500,
          `${method} ${path} ${JSON.stringify(body).slice(0, 100)} answered ${response.status}: ${JSON.stringify(response.body)}`,
        );
        assert.equal(typeof response.body.error, 'string');
        assert.doesNotMatch(response.body.error, /Variable "\$/);
      }
      const wrongType = await parent.browser.post('/api/child-profile', { ...child, name: 12 });
      assert.equal(wrongType.body.error, 'Invalid input: name');

      // A change that changes nothing is answered with things as they are.
      for (const body of [{}, [1], { name: null }]) {
        const response = await parent.browser.patch(`/api/child-profile/${childId}`, body);
        assert.equal(response.status, 200, JSON.stringify(body));
        assert.equal(response.body.name, child.name);
      }
      for (const body of [{}, { fullName: null, email: null }]) {
        const response = await parent.browser.patch(`/api/user/${parent.user.id}`, body);
        assert.equal(response.status, 200, JSON.stringify(body));
        assert.deepEqual(response.body, userBefore);
      }
      assert.deepEqual(await childrenNow(), before);
      assert.deepEqual(await userNow(), userBefore);
    });

    test('when the home dialog sends userId as null or as text of the own id, then the child is added to the own account', async () => {
      for (const userId of [null, String(parent.user.id)]) {
        const response = await parent.browser.post('/api/child-profile', { ...child, name: 'Extra Kid', userId });
        assert.equal(response.status, 201, JSON.stringify(userId));
        assert.equal(response.body.userId, parent.user.id);
        assert.equal((await parent.browser.delete(`/api/child-profile/${response.body.id}`)).status, 200);
      }
    });
  });

  describe('response conventions', () => {
    test('when any /api path answers, then it asks for no caching, carries a request id and the security headers', async () => {
      for (const response of [await new Browser(system.url).get('/api/user'), await parent.browser.get('/api/child-profiles')]) {
        assert.match(response.headers.get('cache-control') ?? '', /no-store/);
        assert.ok(response.headers.get('x-request-id'));
        assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
        assert.equal(response.headers.get('x-powered-by'), null);
      }
    });

    test('when /healthz and /readyz are asked, then both answer 200 with every subgraph ready', async () => {
      const browser = new Browser(system.url);
      const health = await browser.get('/healthz');
      assert.equal(health.status, 200);
      assert.deepEqual(health.body, { status: 'ok' });
      const ready = await browser.get('/readyz');
      assert.equal(ready.status, 200);
      assert.deepEqual(ready.body, { status: 'ready', subgraphs: { identity: 'ready', menu: 'ready', ordering: 'ready', notification: 'ready' } });
    });
  });
  describe('GraphQL: the same operations at /graphql', () => {
    const USER = 'id username email fullName phone isAdmin role schoolId language createdAt';
    const CHILD = 'id userId name school schoolId grade teacher preferredLunchOptions allergies diets';

    async function registerOverGraphql(browser: Browser, username: string) {
      const captcha = await browser.graphql<{ createCaptcha: { captchaId: string; image: string } }>('mutation { createCaptcha { captchaId image } }');
      assert.match(captcha.body.data!.createCaptcha.image, /^data:image\/svg\+xml;base64,/);
      return browser.graphql<{ register: Record<string, unknown> }>(`mutation ($input: RegisterInput!) { register(input: $input) { ${USER} } }`, {
        input: {
          username,
          email: `${username}@example.test`,
          password: 'secret-pass',
          fullName: 'Graph Parent',
          phone: '555-222-3333',
          captchaAnswer: TEST_CAPTCHA,
          captchaId: captcha.body.data!.createCaptcha.captchaId,
        },
      });
    }

    test('when nobody is signed in, then me is null and myChildren is refused with UNAUTHENTICATED', async () => {
      const browser = new Browser(system.url);
      const me = await browser.graphql(`{ me { ${USER} } }`);
      assert.equal(me.status, 200);
      assert.deepEqual(me.body, { data: { me: null } });
      const children = await browser.graphql(`{ myChildren { ${CHILD} } }`);
      assert.equal(children.body.errors?.[0]?.extensions?.code, 'UNAUTHENTICATED');
    });

    test('when a parent registers, works with children and signs out over GraphQL, then the cookie is set and cleared as over REST', async () => {
      const browser = new Browser(system.url);
      const username = uniqueName('graph');
      const registered = await registerOverGraphql(browser, username);
      assert.equal(registered.body.errors, undefined);
      const user = registered.body.data!.register;
      assert.deepEqual(Object.keys(user).sort(), USER_KEYS);
      const cookie = sessionCookieLine(registered);
      assert.ok(cookie, 'register sets the session cookie');
      assert.ok(cookieAttributes(cookie).has('httponly'));
      assert.equal(registered.headers.get('x-lunchbox-session'), null);

      assert.deepEqual((await browser.graphql(`{ me { ${USER} } }`)).body.data.me, user);
      assert.deepEqual((await browser.graphql(`{ myChildren { ${CHILD} } }`)).body.data.myChildren, []);

      const added = await browser.graphql(`mutation ($input: ChildInput!) { addChild(input: $input) { ${CHILD} } }`, { input: child });
      assert.equal(added.body.errors, undefined);
      const id = added.body.data.addChild.id;
      const updated = await browser.graphql(`mutation ($id: Int!, $input: ChildInput!) { updateChild(id: $id, input: $input) { ${CHILD} } }`, {
        id,
        input: { grade: '6' },
      });
      assert.equal(updated.body.data.updateChild.grade, '6');
      assert.deepEqual((await browser.graphql(`{ me { children { name grade } } }`)).body.data.me.children, [{ name: child.name, grade: '6' }]);
      assert.deepEqual(profiles((await browser.get('/api/child-profiles')).body), [updated.body.data.updateChild], 'REST sees the same child');
      const deleted = await browser.graphql('mutation ($id: Int!) { deleteChild(id: $id) }', { id });
      assert.equal(deleted.body.data.deleteChild, true);

      const thief = new ApiClient(system.url);
      browser.cloneCookiesTo(thief);
      const logout = await browser.graphql('mutation { logout }');
      assert.equal(logout.body.data.logout, true);
      assert.match(sessionCookieLine(logout) ?? '', /expires=thu, 01 jan 1970/i, 'logout clears the cookie');
      assert.equal((await browser.graphql('{ me { id } }')).body.data.me, null);
      assert.equal((await thief.graphql('{ me { id } }')).body.data.me, null, 'a copy of the cookie no longer works');
      assert.equal((await thief.get('/api/user')).status, 401);
    });

    test('when a parent updates the profile and asks for a reset over GraphQL, then the answers match REST', async () => {
      const updated = await parent.browser.graphql(`mutation ($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { ${USER} } }`, {
        id: parent.user.id,
        input: { phone: '555-444-3333' },
      });
      assert.equal(updated.body.errors, undefined);
      assert.equal(updated.body.data.updateProfile.phone, '555-444-3333');
      assert.deepEqual((await parent.browser.get('/api/user')).body, updated.body.data.updateProfile);
      for (const email of [parent.fields.email, 'nobody-known@example.test']) {
        const reset = await new Browser(system.url).graphql('mutation ($email: String) { requestPasswordReset(email: $email) }', { email });
        assert.deepEqual(reset.body, { data: { requestPasswordReset: true } }, 'the same answer whether or not the address is known');
      }
    });

    test('when a parent signs in over GraphQL with and without remember-me, then the cookie is persistent or a browser-session one', async () => {
      const query = `mutation ($input: LoginInput!) { login(input: $input) { ${USER} } }`;
      const remembered = await new Browser(system.url).graphql(query, {
        input: { username: parent.fields.username, password: parent.fields.password, rememberMe: true },
      });
      assert.equal(remembered.body.data.login.id, parent.user.id);
      assert.ok(Math.abs(Number(cookieAttributes(sessionCookieLine(remembered)!).get('max-age')) - 30 * 24 * 60 * 60) <= 60);
      const browserSession = await new Browser(system.url).graphql(query, { input: { username: parent.fields.email, password: parent.fields.password } });
      const attributes = cookieAttributes(sessionCookieLine(browserSession)!);
      assert.ok(!attributes.has('max-age') && !attributes.has('expires'));
      assert.equal(attributes.get('samesite')?.toLowerCase(), 'lax');
    });

    test('when operations fail, then extensions.code names why and the message is the spec text', async () => {
      const anonymous = new Browser(system.url);
      const other = await newSignedInParent(system.url);
      const othersChild = (await other.browser.post('/api/child-profile', { ...child, name: 'Other Kid' })).body;
      const expectations: Array<[Browser, string, Record<string, unknown>, string, string | RegExp]> = [
        [
          anonymous,
          'mutation ($input: LoginInput!) { login(input: $input) { id } }',
          { input: { username: parent.fields.username, password: 'wrong-pass' } },
          'UNAUTHENTICATED',
          'Invalid username or password',
        ],
        [
          anonymous,
          'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
          { input: { username: 'ab' } },
          'BAD_USER_INPUT',
          'Username must be at least 3 characters',
        ],
        [
          anonymous,
          'mutation ($input: RegisterInput!) { register(input: $input) { id } }',
          {
            input: {
              username: 'abcdef',
              email: 'abcdef@example.test',
              password: 'secret-pass',
              fullName: 'A',
              phone: '555-123-4567',
              captchaAnswer: 'Zz9Zz9',
              captchaId: '3f0e8a0c-9a51-4b9e-8a51-000000000000',
            },
          },
          'BAD_USER_INPUT',
          'Verification Failed: Please enter the correct CAPTCHA text.',
        ],
        [
          anonymous,
          'mutation ($input: ResetPasswordInput!) { resetPassword(input: $input) }',
          { input: { password: 'secret-pass', confirmPassword: 'other-pass', token: 'x' } },
          'BAD_USER_INPUT',
          "Passwords don't match",
        ],
        [
          anonymous,
          'mutation ($input: LoginInput!) { login(input: $input) { id } }',
          { input: { username: 'nul\u0000name', password: 'secret-pass' } },
          'BAD_USER_INPUT',
          /NUL/,
        ],
        [
          parent.browser,
          'mutation ($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id } }',
          { id: other.user.id, input: { fullName: 'Hijacked' } },
          'FORBIDDEN',
          'Access denied',
        ],
        [
          parent.browser,
          'mutation ($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id } }',
          { id: parent.user.id, input: { phone: '555 123 4567' } },
          'BAD_USER_INPUT',
          'Phone must be in the format 555-123-4567',
        ],
        [
          parent.browser,
          'mutation ($id: Int!, $input: ProfileInput!) { updateProfile(id: $id, input: $input) { id } }',
          { id: parent.user.id, input: { email: other.fields.email } },
          'EMAIL_TAKEN',
          'Email already exists',
        ],
        [
          parent.browser,
          'mutation ($id: Int!, $input: ChildInput!) { updateChild(id: $id, input: $input) { id } }',
          { id: othersChild.id, input: { name: 'Taken Kid' } },
          'NOT_FOUND',
          'Child profile not found',
        ],
        [parent.browser, 'mutation ($id: Int!) { deleteChild(id: $id) }', { id: othersChild.id }, 'NOT_FOUND', 'Child profile not found'],
        [
          parent.browser,
          'mutation ($input: ChildInput!) { addChild(input: $input) { id } }',
          { input: { ...child, userId: other.user.id } },
          'FORBIDDEN',
          'Access denied',
        ],
        [
          parent.browser,
          'mutation ($input: ChildInput!) { addChild(input: $input) { id } }',
          { input: { ...child, name: 'A' } },
          'BAD_USER_INPUT',
          "Child's name is required",
        ],
        [anonymous, 'mutation ($input: ChildInput!) { addChild(input: $input) { id } }', { input: child }, 'UNAUTHENTICATED', 'Not authenticated'],
      ];
      for (const [browser, query, variables, code, message] of expectations) {
        const response = await browser.graphql(query, variables);
        const [error] = response.body.errors ?? [];
        assert.equal(error?.extensions?.code, code, `${query} ${JSON.stringify(variables)}: ${JSON.stringify(response.body)}`);
        if (typeof message === 'string') assert.equal(error?.message, message);
        else assert.match(error?.message ?? '', message);
        assert.doesNotMatch(JSON.stringify(response.body), /stacktrace|\s{4}at /, 'no stack traces');
      }
      assert.deepEqual(profiles((await other.browser.get('/api/child-profiles')).body), profiles([othersChild]), "the other parent's child is unchanged");
      assert.equal((await other.browser.get('/api/user')).body.fullName, other.user.fullName);
    });

    test('when repeated failed sign-ins reach the limit over GraphQL, then the answer is TOO_MANY_REQUESTS', async () => {
      const target = await newSignedInParent(system.url);
      const attacker = new Browser(system.url);
      const query = 'mutation ($input: LoginInput!) { login(input: $input) { id } }';
      const codes: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await attacker.graphql(query, { input: { username: target.fields.username, password: `wrong-${i}-pass` } });
        codes.push(String(response.body.errors?.[0]?.extensions?.code));
      }
      assert.deepEqual(codes, ['UNAUTHENTICATED', 'UNAUTHENTICATED', 'TOO_MANY_REQUESTS']);
    });

    test('when a query asks for password hashes or an unknown field, then it is refused with GRAPHQL_VALIDATION_FAILED', async () => {
      for (const query of ['{ me { passwordHash } }', '{ me { sessions } }', '{ users { id } }']) {
        const response = await parent.browser.graphql(query);
        assert.equal(response.status, 400);
        assert.equal(response.body.errors?.[0]?.extensions?.code, 'GRAPHQL_VALIDATION_FAILED');
      }
    });

    test("when a subgraph is asked for another parent's User or ChildProfile entity, then it answers null; the own and the admin's answer are given", async () => {
      const identity = system.services.find((service) => service.name === 'identity')!;
      const other = await newSignedInParent(system.url);
      const othersChild = (await other.browser.post('/api/child-profile', { ...child, name: 'Entity Kid' })).body;
      const admin = new Browser(system.url);
      assert.equal((await admin.post('/api/login', { username: TEST_ADMIN.username, password: TEST_ADMIN.password })).status, 200);

      // What the gateway does on every request: trade the cookie for a short-lived bearer token.
      const bearerOf = async (browser: ApiClient) => {
        const token = /lunchbox_session=([^;]+)/.exec(browser.cookieHeader)![1];
        const response = await fetch(new URL('/internal/session', identity.url), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token }),
        });
        assert.equal(response.status, 200);
        return ((await response.json()) as { accessToken: string }).accessToken;
      };
      const entities = async (bearer: string | null, representations: unknown[]) => {
        const response = await fetch(identity.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
          body: JSON.stringify({
            query: 'query ($r: [_Any!]!) { _entities(representations: $r) { ... on User { id email } ... on ChildProfile { id name } } }',
            variables: { r: representations },
          }),
        });
        const body = (await response.json()) as { data?: { _entities: unknown[] }; errors?: unknown[] };
        assert.equal(body.errors, undefined, JSON.stringify(body.errors));
        return body.data!._entities;
      };
      const otherUser = { __typename: 'User', id: other.user.id };
      const otherChild = { __typename: 'ChildProfile', id: othersChild.id };
      const parentBearer = await bearerOf(parent.browser);

      assert.deepEqual(await entities(parentBearer, [otherUser, otherChild]), [null, null]);
      assert.deepEqual(await entities(null, [otherUser, otherChild]), [null, null]);
      assert.deepEqual(await entities('not-a-token', [otherUser]), [null]);
      assert.deepEqual(await entities(parentBearer, [{ __typename: 'User', id: parent.user.id }]), [{ id: parent.user.id, email: parent.user.email }]);
      assert.deepEqual(await entities(await bearerOf(other.browser), [otherChild]), [{ id: othersChild.id, name: 'Entity Kid' }]);
      assert.deepEqual(await entities(await bearerOf(admin), [otherUser]), [{ id: other.user.id, email: other.user.email }]);
    });
  });
});
