import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from 'otplib';
import { addDays, WEEKDAYS } from '@lunchbox/domain/school-dates';
import { freePort } from '@lunchbox/kit/testing/free-port';
import { waitFor } from '@lunchbox/kit/testing/wait-for';
import { ApiClient } from '../test/http-client.ts';
import { cartItem, type MenuItem } from '../test/fixtures.ts';
import { ensureBaseImages } from './base-images.ts';
import { podmanEnvironment } from './podman-env.ts';

/**
 * `npm run test:containers`: the product as a caterer runs it. Builds the image from the Dockerfile
 * on locally built base images, starts docker-compose.yml with podman-compose (two ordering
 * replicas, two gateways behind the front proxy, three NATS nodes), waits for every health check,
 * then goes through the published port as a parent would, kills an ordering container and a
 * gateway container, stops and starts the stack, runs the backup/restore test against the stack's
 * PostgreSQL, restores the backup service's snapshot, and tears it all down.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const started = Date.now();
const step = (text: string) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);
const project = `lunchboxct${process.pid}`;
const env = podmanEnvironment();

function podman(args: string[], options: { allowFailure?: boolean } = {}): string {
  const result = spawnSync('podman', args, { env, encoding: 'utf8' });
  if (result.status !== 0 && !options.allowFailure) throw new Error(`podman ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.trim();
}

/** The compose file as a caterer runs it, and the test's own addition: the database on a host port. */
const composeFiles = [path.join(root, 'docker-compose.yml'), path.join(root, 'infra/containers/publish-postgres.yml')];

function compose(args: string[]): void {
  const result = spawnSync('podman-compose', ['-p', project, ...composeFiles.flatMap((file) => ['-f', file]), ...args], { env, cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`podman-compose ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
}

const containers = () =>
  podman(['ps', '-a', '--filter', `label=io.podman.compose.project=${project}`, '--format', '{{.Names}}'])
    .split('\n')
    .filter(Boolean);
const sql = (query: string) => podman(['exec', `${project}_postgres_1`, 'psql', '-U', 'lunchbox', '-d', 'lunchbox', '-tAc', query]);

/**
 * A crash, not an operator's stop (which the restart policy respects): the container's first process
 * is killed, and with it every process of the container. Returns once they have all ended: a request
 * the container was answering at that instant fails with it, behind any load balancer.
 */
async function crash(container: string): Promise<number> {
  const restartsBefore = Number(podman(['inspect', container, '--format', '{{.RestartCount}}']));
  const pid = Number(podman(['inspect', container, '--format', '{{.State.Pid}}']));
  process.kill(pid, 'SIGKILL');
  const ended = () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  };
  await waitFor(`${container}'s processes end`, ended, { until: (done) => done, timeoutMs: 30_000, intervalMs: 50 });
  return restartsBefore;
}

/** What the engine and the front saw, for a failed run: each container's restarts, and the logs of the front and the gateways. */
function printDiagnostics(): void {
  for (const name of containers()) {
    console.error(`${name}: restarted ${podman(['inspect', name, '--format', '{{.RestartCount}}'], { allowFailure: true })} times`);
    if (/_(front|gateway-\d)_/.test(name)) console.error(podman(['logs', '--tail', '30', name], { allowFailure: true }));
  }
}

async function untilRestarted(container: string, restartsBefore: number): Promise<void> {
  await waitFor(`the engine restarts ${container}`, () => Number(podman(['inspect', container, '--format', '{{.RestartCount}}'])), {
    until: (count) => count > restartsBefore,
    timeoutMs: 60_000,
    intervalMs: 1_000,
  });
}

/** Every container's health check, run by hand: podman runs them on systemd timers, which these machines have not. */
async function untilHealthy(what: string): Promise<void> {
  await waitFor(what, () => containers().filter((name) => spawnSync('podman', ['healthcheck', 'run', name], { env }).status !== 0), {
    until: (unhealthy) => unhealthy.length === 0,
    timeoutMs: 300_000,
    intervalMs: 2_000,
  });
}

async function main(): Promise<void> {
  step('base images');
  const images = ensureBaseImages(step);
  step('building the product image from the Dockerfile');
  // One tag for every run: the image and its layers stay in podman's store as the next run's build cache.
  const productImage = 'localhost/lunchbox-containers-test:latest';
  execFileSync('podman', ['build', '--quiet', '--build-arg', `NODE_IMAGE=${images.NODE_IMAGE}`, '-t', productImage, root], { env, stdio: 'inherit' });

  const keys = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const port = await freePort();
  const mailPort = await freePort();
  const postgresPort = await freePort();
  const adminPassword = `admin-${randomBytes(6).toString('hex')}`;
  Object.assign(env, images, {
    LUNCHBOX_IMAGE: productImage,
    LUNCHBOX_PORT: String(port),
    MAILPIT_UI_PORT: String(mailPort),
    POSTGRES_TEST_PORT: String(postgresPort),
    POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
    JWT_PUBLIC_KEY: keys.publicKey,
    JWT_PRIVATE_KEY: keys.privateKey,
    CALENDAR_SECRET: randomBytes(24).toString('hex'),
    DOCUMENTS_KEY: randomBytes(32).toString('base64'),
    ADMIN_PASSWORD: adminPassword,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ORDERING_REPLICAS: '2',
  });
  try {
    step('starting the stack (two ordering replicas, two gateways behind the front proxy, three NATS nodes)');
    compose(['up', '-d']);
    await untilHealthy('every container healthy');
    step(`healthy: ${containers().join(', ')}`);
    const running = containers();
    assert.equal(running.filter((name) => name.includes('_ordering_')).length, 2, 'two ordering replicas run');
    assert.deepEqual(running.filter((name) => /_(gateway-\d|front|nats-\d)_/.test(name)).sort(), [
      `${project}_front_1`,
      `${project}_gateway-1_1`,
      `${project}_gateway-2_1`,
      `${project}_nats-1_1`,
      `${project}_nats-2_1`,
      `${project}_nats-3_1`,
    ]);
    const base = `http://127.0.0.1:${port}`;
    // Each service made its streams when it started: every one of them is kept by all three nodes.
    const jetStream = JSON.parse(podman(['exec', `${project}_nats-1_1`, 'wget', '-q', '-O', '-', 'http://127.0.0.1:8222/jsz?streams=true&config=true'])) as {
      account_details?: Array<{ stream_detail?: Array<{ name: string; config: { num_replicas: number } }> }>;
    };
    const streams = (jetStream.account_details ?? []).flatMap((account) => account.stream_detail ?? []);
    assert.ok(streams.length > 0, 'the services made their event streams');
    assert.deepEqual(
      streams.filter((stream) => stream.config.num_replicas !== 3).map((stream) => stream.name),
      [],
      'every event stream has three replicas',
    );

    const admin = new ApiClient(base);
    assert.equal((await admin.post('/api/login', { username: 'admin', password: adminPassword })).status, 200);
    // The stack requires administrators to have a second factor (REQUIRE_ADMIN_2FA): set up TOTP first.
    assert.equal((await admin.get('/api/admin/users')).status, 403, 'an administrator without a second factor may not act as one');
    const setup = await admin.post('/api/2fa/setup', {});
    assert.equal(setup.status, 200, JSON.stringify(setup.body));
    const enabled = await admin.post('/api/2fa/enable', { code: await generate({ secret: setup.body.secret }) });
    assert.equal(enabled.status, 200, JSON.stringify(enabled.body));
    // A week far enough ahead that its deadline has not passed, whatever the day.
    const today = new Date().toISOString().slice(0, 10);
    let monday = addDays(today, 14);
    while (new Date(`${monday}T12:00:00Z`).getUTCDay() !== 1) monday = addDays(monday, 1);
    const menu: MenuItem[] = [];
    for (const [index, name] of ['Veggie Pasta', 'Chicken Wrap', 'Turkey Wrap'].entries()) {
      const created = await admin.post('/api/weekly-menu', {
        weekStartDate: monday,
        weekEndDate: addDays(monday, 4),
        dayOfWeek: WEEKDAYS[index],
        menuItem: name,
        description: name,
        price: '5.50',
      });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      menu.push(created.body);
    }

    step('register a parent, add a child, order and check out');
    const parent = new ApiClient(base);
    const captcha = await parent.get('/api/captcha');
    const answer = sql(`select answer from identity.captcha_challenges where id = '${captcha.body.captchaId}'`);
    const fields = {
      username: `pat${process.pid}`,
      email: `pat${process.pid}@example.test`,
      password: 'secret-pass',
      fullName: 'Pat Parent',
      phone: '555-123-4567',
    };
    const registered = await parent.post('/api/register', { ...fields, captchaId: captcha.body.captchaId, captchaAnswer: answer, expectedCaptcha: answer });
    assert.equal(registered.status, 201, JSON.stringify(registered.body));
    const child = await parent.post('/api/child-profile', { name: 'Ana', school: 'Sutter Elementary', grade: '3', teacher: 'Room 4' });
    assert.equal(child.status, 201, JSON.stringify(child.body));
    const checkout = (item: number) =>
      waitFor(
        'the checkout (ordering learns the child and the menu from the bus)',
        () => parent.post('/api/checkout', { checkoutId: randomUUID(), items: [cartItem(fields, child.body, menu[item]!, addDays(monday, item))] }),
        { until: (response) => response.status === 201, timeoutMs: 60_000, intervalMs: 500 },
      );
    await checkout(0);

    const mailbox = async () => {
      const response = await fetch(`http://127.0.0.1:${mailPort}/api/v1/messages`);
      return ((await response.json()) as { messages: Array<{ To: Array<{ Address: string }>; Subject: string }> }).messages.filter((message) =>
        message.To.some((to) => to.Address === fields.email),
      );
    };
    const confirmations = async () => (await mailbox()).filter((message) => /order|lunch/i.test(message.Subject) && !/welcome/i.test(message.Subject));
    await waitFor('the confirmation e-mail in the SMTP capture', confirmations, { until: (found) => found.length === 1, timeoutMs: 60_000, intervalMs: 500 });
    step('confirmation e-mail captured');

    for (const kind of ['ordering', 'gateway-1']) {
      step(`killing one ${kind} container`);
      const victim = `${project}_${kind}_1`;
      const restartsBefore = await crash(victim);
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const orders = await parent.get('/api/my-lunch-orders');
        assert.equal(orders.status, 200, `the stack keeps answering while ${victim} is down`);
        assert.equal(orders.body.length, 1);
      }
      await untilRestarted(victim, restartsBefore);
      await untilHealthy(`every container healthy after ${victim} restarted`);
    }

    step('killing one NATS node, then checking out');
    const natsNode = `${project}_nats-1_1`;
    const natsRestarts = await crash(natsNode);
    await checkout(2);
    await waitFor('the confirmation of the checkout made with one NATS node down', confirmations, {
      until: (found) => found.length === 2,
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    await untilRestarted(natsNode, natsRestarts);
    await untilHealthy(`every container healthy after ${natsNode} restarted`);
    assert.equal((await confirmations()).length, 2, 'no confirmation sent twice when the node came back');

    step('stopping and starting the whole stack');
    compose(['stop']);
    compose(['start']);
    await untilHealthy('every container healthy after the stack restarted');
    const signedIn = new ApiClient(base);
    assert.equal((await signedIn.post('/api/login', { username: fields.username, password: fields.password })).status, 200);
    assert.equal((await signedIn.get('/api/my-lunch-orders')).body.length, 2, 'the orders survived the restart (named volumes)');
    await checkout(1);
    await waitFor('the second confirmation, and no e-mail sent twice', confirmations, {
      until: (found) => found.length >= 1,
      timeoutMs: 60_000,
      intervalMs: 500,
    });
    // The capture keeps its mail in memory, so after the restart it holds only what was sent since: the new checkout's.
    const [sinceRestart] = [await confirmations()];
    assert.equal(sinceRestart.length, 1, `exactly one confirmation since the restart: ${JSON.stringify(sinceRestart.map((message) => message.Subject))}`);
    step('orders kept, no e-mail lost or doubled');

    step("the backup/restore test against the stack's PostgreSQL");
    const backupTest = spawnSync(process.execPath, ['--import', 'tsx', 'infra/test/run-tests.ts', '--no-e2e', 'infra/backup/backup-restore.test.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BACKUP_TEST_DATABASE_URL: `postgres://lunchbox:${env.POSTGRES_PASSWORD}@127.0.0.1:${postgresPort}/lunchbox` },
    });
    assert.equal(backupTest.status, 0, "the backup/restore test passes against the stack's PostgreSQL");
    assert.equal(sql("select count(*) from pg_database where datname like 'test_%'"), '0', 'the backup test dropped the databases it made');

    step("a snapshot from the backup service restored into a new database on the stack's PostgreSQL");
    const backupContainer = `${project}_backup_1`;
    assert.match(podman(['exec', backupContainer, 'ls', '/backups']), /^lunchbox-.*\.snapshot$/m, 'the backup service wrote its first snapshot');
    podman(['exec', backupContainer, 'node', 'infra/backup/backup-command.ts', '--out', '/backups/check.snapshot']);
    sql('CREATE DATABASE restorecheck');
    const restoreUrl = `postgres://lunchbox:${env.POSTGRES_PASSWORD}@postgres:5432/restorecheck`;
    podman(['exec', '-e', `DATABASE_URL=${restoreUrl}`, backupContainer, 'node', 'infra/backup/restore-command.ts', '/backups/check.snapshot']);
    const counts = (database: string) =>
      podman([
        'exec',
        `${project}_postgres_1`,
        'psql',
        '-U',
        'lunchbox',
        '-d',
        database,
        '-tAc',
        "select (select count(*) from identity.users) || ' ' || (select count(*) from ordering.lunch_orders) || ' ' || (select count(*) from notification.email_notifications)",
      ]);
    assert.equal(counts('restorecheck'), counts('lunchbox'), 'the restored copy has the same users, orders and e-mails');
    assert.equal(
      podman(['exec', backupContainer, 'node', 'infra/backup/restore-command.ts', '/backups/check.snapshot'], { allowFailure: true }),
      '',
      'a restore over the live data is refused',
    );
  } catch (error) {
    printDiagnostics();
    throw error;
  } finally {
    step('tearing down');
    compose(['down', '-v']);
    // podman-compose 1.0's `down` leaves the project's network behind (docker compose removes it).
    for (const network of podman(['network', 'ls', '--format', '{{.Name}}']).split('\n')) {
      if (network === `${project}_default`) podman(['network', 'rm', network]);
    }
    const left = {
      containers: containers(),
      volumes: podman(['volume', 'ls', '--filter', `label=io.podman.compose.project=${project}`, '--format', '{{.Name}}'])
        .split('\n')
        .filter(Boolean),
      networks: podman(['network', 'ls', '--format', '{{.Name}}'])
        .split('\n')
        .filter((name) => name.startsWith(project)),
    };
    assert.deepEqual(left, { containers: [], volumes: [], networks: [] }, 'the teardown leaves nothing behind');
  }
  step('passed');
}

await main();
