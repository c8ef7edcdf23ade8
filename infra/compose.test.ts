import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from '@jest/globals';
import assert from 'node:assert/strict';
import { parse } from 'yaml';
import type { z } from 'zod';
import { loadConfig } from '@lunchbox/kit/process/config';
import { metricsRegistry } from '@lunchbox/kit/observability/metrics';
import { observabilityEnvSchema } from '@lunchbox/kit/observability/observability';
import { gatewayEnvSchema } from '@lunchbox/gateway/config';
import { identityEnvSchema } from '@lunchbox/identity/config';
import { menuEnvSchema } from '@lunchbox/menu/config';
import { notificationEnvSchema } from '@lunchbox/notification/config';
import { orderingEnvSchema } from '@lunchbox/ordering/config';
import { backupEnvSchema } from './backup/backup-config.ts';
import { frontProxyEnvSchema } from './front-proxy-config.ts';

const composeFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docker-compose.yml');
const fromCompose = (relative: string) => path.join(path.dirname(composeFile), relative);

/** Each deployable of the compose file, the config schema its process parses, and the variable holding its port. */
const deployables = {
  identity: { schema: identityEnvSchema, portVariable: 'IDENTITY_PORT' },
  menu: { schema: menuEnvSchema, portVariable: 'MENU_PORT' },
  ordering: { schema: orderingEnvSchema, portVariable: 'ORDERING_PORT' },
  notification: { schema: notificationEnvSchema, portVariable: 'NOTIFICATION_PORT' },
  'gateway-1': { schema: gatewayEnvSchema, portVariable: 'PORT' },
  'gateway-2': { schema: gatewayEnvSchema, portVariable: 'PORT' },
} as const;
const gateways = ['gateway-1', 'gateway-2'] as const;
const subgraphs = ['identity', 'menu', 'ordering', 'notification'] as const;
const natsNodes = ['nats-1', 'nats-2', 'nats-3'] as const;

interface ComposeService {
  image?: string;
  command?: string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  profiles?: string[];
  volumes?: string[];
  depends_on?: Record<string, { condition?: string }> | string[];
  ports?: string[];
  container_name?: string;
}

/**
 * Compose's interpolation as a deployment without extra settings sees it: `${VAR:-default}` and
 * `${VAR-default}` take the default; required (`${VAR:?message}`) and bare variables take a
 * placeholder, as if the operator had set them.
 */
function interpolate(text: string): string {
  return text.replace(
    /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*)|(:?\?)([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g,
    (match, name, dash, fallback, question, _message, bare) => {
      if (match === '$$') return '$';
      if (dash) return fallback;
      // A key is 32 bytes in base64, as an operator makes it with `openssl rand -base64 32`.
      if (name === 'DOCUMENTS_KEY') return Buffer.alloc(32, 7).toString('base64');
      // Long enough for the settings that require a length (CALENDAR_SECRET: 32 characters).
      return `placeholder-${String(name ?? bare).toLowerCase()}-as-an-operator-sets-it`;
    },
  );
}

function readCompose(): Record<string, ComposeService> {
  const document = parse(interpolate(readFileSync(composeFile, 'utf8')), { merge: true }) as { services: Record<string, ComposeService> };
  return document.services;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const raw = service.environment ?? {};
  const entries = Array.isArray(raw) ? raw.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const) : Object.entries(raw);
  return Object.fromEntries(entries.map(([name, value]) => [name, value === null || value === undefined ? '' : String(value)]));
}

/** The variable names a config schema knows (zod 4 keeps an object's shape under refinements). */
function knownVariables(schema: z.ZodType): Set<string> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  assert.ok(shape, 'the config schema is not a zod object');
  return new Set(Object.keys(shape));
}

/** A process reads its own settings and, in every process, the operators' (metrics port, tracing). */
function unknownVariables(schema: z.ZodType, environment: Record<string, string>): string[] {
  const known = new Set([...knownVariables(schema), ...knownVariables(observabilityEnvSchema)]);
  return Object.keys(environment).filter((name) => !known.has(name));
}

function dependenciesOf(service: ComposeService): Record<string, { condition?: string }> {
  const raw = service.depends_on ?? {};
  return Array.isArray(raw) ? Object.fromEntries(raw.map((name) => [name, {}])) : raw;
}

function healthcheckCommand(service: ComposeService): string {
  const test = service.healthcheck?.test;
  return Array.isArray(test) ? test.join(' ') : (test ?? '');
}

describe('docker-compose.yml', () => {
  const services = readCompose();

  for (const [name, { schema, portVariable }] of Object.entries(deployables)) {
    test(`when ${name} starts with the compose environment, then its config accepts every setting`, () => {
      const service = services[name];
      assert.ok(service, `docker-compose.yml has no ${name} service`);
      const environment = environmentOf(service);
      try {
        loadConfig(schema, environment);
        loadConfig(observabilityEnvSchema, environment);
      } catch (error) {
        assert.fail(`${name} refuses its compose settings. ${(error as Error).message}`);
      }
      assert.equal(environment.NODE_ENV, 'production', `${name} should run with NODE_ENV=production`);
      assert.ok(environment[portVariable], `${name} should set ${portVariable}, which its health check relies on`);
    });

    test(`when the compose file sets a variable for ${name}, then it is one that ${name}'s config knows`, () => {
      const environment = environmentOf(services[name] ?? {});
      assert.deepEqual(unknownVariables(schema, environment), [], `${name} is given variables its config does not read (a typo?)`);
    });

    test(`when ${name} is up, then compose checks its health on /healthz of its own port and starts it only after what it needs is healthy`, () => {
      const service = services[name] ?? {};
      const port = environmentOf(service)[portVariable];
      assert.match(healthcheckCommand(service), new RegExp(`:${port}/healthz`), `${name} needs a health check on /healthz`);
      const dependencies = dependenciesOf(service);
      assert.ok(Object.keys(dependencies).length > 0, `${name} should wait for what it needs`);
      for (const [dependency, { condition }] of Object.entries(dependencies)) {
        assert.equal(condition, 'service_healthy', `${name} should wait until ${dependency} is healthy`);
      }
    });
  }

  test('when a variable name is misspelled, then the check names it', () => {
    assert.deepEqual(unknownVariables(menuEnvSchema, { MENU_PORT: '4002', DATABSE_URL: 'postgres://x@y/z' }), ['DATABSE_URL']);
  });

  test('when the stack starts, then every container, the backing servers included, has a health check', () => {
    for (const [name, service] of Object.entries(services)) {
      assert.ok(healthcheckCommand(service).length > 0 && !service.healthcheck?.disable, `${name} has no health check`);
    }
    for (const backing of ['postgres', ...natsNodes, 'mailpit']) assert.ok(services[backing], `docker-compose.yml has no ${backing} service`);
  });

  test('when ordering is scaled with --scale, then nothing pins its replicas: no fixed name and no host port', () => {
    for (const name of Object.keys(deployables)) {
      assert.equal(services[name]?.container_name, undefined, `${name} must not have a container_name`);
      assert.equal(services[name]?.ports, undefined, `${name} must not publish a host port; the front proxy is the way in`);
    }
  });

  test('when a gateway federates, then it calls each subgraph by its compose service name and port', () => {
    for (const gateway of gateways) {
      const environment = environmentOf(services[gateway] ?? {});
      for (const name of subgraphs) {
        const port = environmentOf(services[name] ?? {})[deployables[name].portVariable];
        assert.equal(environment[`${name.toUpperCase()}_URL`], `http://${name}:${port}/graphql`, `${gateway} calls ${name}`);
      }
    }
  });

  test('when parents reach the stack, then the one published port is the front proxy, which spreads requests over both gateways once they are healthy', () => {
    const front = services.front ?? {};
    const environment = environmentOf(front);
    const settings = loadConfig(frontProxyEnvSchema, environment);
    assert.deepEqual(
      settings.GATEWAY_URLS,
      gateways.map((gateway) => `http://${gateway}:${environmentOf(services[gateway] ?? {}).PORT}`),
      'the front proxy forwards to every gateway at its port',
    );
    assert.deepEqual(front.ports, [`4000:${settings.FRONT_PORT}`], 'the front proxy publishes LUNCHBOX_PORT (default 4000)');
    assert.deepEqual(front.command, ['infra/front-proxy-main.ts']);
    assert.match(healthcheckCommand(front), new RegExp(`:${settings.FRONT_PORT}/readyz`), 'the front is healthy when a request reaches a ready gateway');
    assert.deepEqual(dependenciesOf(front), Object.fromEntries(gateways.map((gateway) => [gateway, { condition: 'service_healthy' }])));
    assert.deepEqual(
      Object.entries(services)
        .filter(([, service]) => service.command?.[0] === 'gateway/src/main.ts')
        .map(([name]) => name),
      [...gateways],
      'every gateway of the stack is behind the front proxy',
    );
    for (const gateway of gateways) {
      // Otherwise every parent would count as the front's one address for the per-address limits.
      assert.equal(environmentOf(services[gateway] ?? {}).TRUST_PROXY, 'uniquelocal', `${gateway} believes the front's X-Forwarded-For`);
    }
  });

  test('when events are published, then they go to a three-node JetStream cluster that keeps every stream on all three nodes', () => {
    const config = (service: ComposeService) => {
      const mount = (service.volumes ?? []).find((volume) => volume.split(':')[1] === '/etc/nats/cluster.conf');
      assert.ok(mount, 'the node reads the cluster configuration');
      return readFileSync(fromCompose(mount.split(':')[0]!), 'utf8');
    };
    const dataVolumes = new Set<string>();
    for (const node of natsNodes) {
      const service = services[node] ?? {};
      assert.deepEqual(service.command, ['-c', '/etc/nats/cluster.conf'], `${node} runs the cluster configuration`);
      assert.equal(environmentOf(service).NATS_SERVER_NAME, node, `${node} is known in the cluster by its service name`);
      const text = config(service);
      assert.match(text, /^server_name: \$NATS_SERVER_NAME$/m);
      assert.match(text, /jetstream \{\s*store_dir: \/data\s*\}/, 'JetStream keeps its streams under /data');
      for (const peer of natsNodes) assert.ok(text.includes(`nats://${peer}:6222`), `the routes name ${peer}`);
      const data = (service.volumes ?? []).find((volume) => volume.endsWith(':/data'));
      assert.ok(data && !dataVolumes.has(data), `${node} keeps its store in a volume of its own`);
      dataVolumes.add(data);
      assert.match(healthcheckCommand(service), /:8222\/healthz$/);
    }
    for (const name of Object.keys(deployables)) {
      const environment = environmentOf(services[name] ?? {});
      assert.equal(environment.NATS_URL, natsNodes.map((node) => `nats://${node}:4222`).join(','), `${name} is given every NATS node`);
      assert.equal(environment.NATS_STREAM_REPLICAS, '3', `${name} keeps each stream on all three nodes`);
      if (subgraphs.includes(name as (typeof subgraphs)[number])) {
        for (const node of natsNodes) assert.equal(dependenciesOf(services[name] ?? {})[node]?.condition, 'service_healthy', `${name} waits for ${node}`);
      }
    }
  });

  test('when no image variable is set, then the stack runs the upstream images; each can be pointed elsewhere', () => {
    const text = readFileSync(composeFile, 'utf8');
    for (const [variable, upstream] of [
      ['POSTGRES_IMAGE', 'postgres:17-bookworm'],
      ['NATS_IMAGE', 'nats:2.11-alpine'],
      ['MAILPIT_IMAGE', 'axllent/mailpit:v1.27'],
      ['NODE_IMAGE', 'node:24-bookworm-slim'],
    ]) {
      assert.ok(text.includes(`\${${variable}:-${upstream}}`), `the compose file names ${upstream} through \${${variable}:-…}`);
    }
    assert.equal(services.postgres?.image, 'postgres:17-bookworm');
    const dockerfile = readFileSync(path.join(path.dirname(composeFile), 'Dockerfile'), 'utf8');
    assert.match(dockerfile, /^ARG NODE_IMAGE=node:24-bookworm-slim\nFROM \$\{NODE_IMAGE\}$/m, 'the Dockerfile builds on ARG NODE_IMAGE');
  });

  test('when the stack runs, then the backup service snapshots every 6 h into a volume, keeps 28, and its health check reads the newest', () => {
    const backup = services.backup ?? {};
    const environment = environmentOf(backup);
    const settings = loadConfig(backupEnvSchema, environment);
    assert.deepEqual([settings.BACKUP_INTERVAL, settings.BACKUP_KEEP], [6 * 3_600_000, 28]);
    assert.ok(
      backup.volumes?.some((volume) => volume === `backups:${settings.BACKUP_DIR}`),
      'the snapshots go to the backups volume',
    );
    assert.match(healthcheckCommand(backup), /infra\/backup\/backup-health\.ts/);
    assert.equal(dependenciesOf(backup).postgres?.condition, 'service_healthy');
  });

  test("when the backup service snapshots, then it reads the diet requests' documents where identity keeps them, read-only, without their key", () => {
    const identityMount = (services.identity?.volumes ?? []).find((volume) => volume.startsWith('identity-documents:'));
    assert.ok(identityMount, 'identity keeps its documents in the identity-documents volume');
    const [, target] = identityMount.split(':');
    assert.ok(
      services.backup?.volumes?.includes(`identity-documents:${target}:ro`),
      `the backup service mounts identity-documents at ${target} (identity's DATA_DIR/documents), read-only`,
    );
    assert.equal(environmentOf(services.backup ?? {}).DOCUMENTS_KEY, undefined, 'the backup copies documents still encrypted: it has no key');
  });

  describe('the observability profile', () => {
    const observability = ['prometheus', 'grafana', 'jaeger'];
    /** The file a container mounts at `target`, read from this checkout. */
    const mounted = (service: ComposeService, target: string) => {
      const volume = (service.volumes ?? []).find((entry) => entry.split(':')[1] === target);
      assert.ok(volume, `nothing is mounted at ${target}`);
      return fromCompose(volume.split(':')[0]!);
    };

    test('when the stack starts without the profile, then Prometheus, Grafana and Jaeger stay off, and with it they start', () => {
      for (const name of observability) assert.deepEqual(services[name]?.profiles, ['observability'], `${name} should be in the observability profile only`);
      for (const name of [...Object.keys(deployables), 'postgres', ...natsNodes, 'mailpit', 'backup', 'front'])
        assert.equal(services[name]?.profiles, undefined, `${name} must start without a profile`);
    });

    test('when Prometheus scrapes, then it reaches every replica of every process on the metrics port each one opens', () => {
      const config = parse(readFileSync(mounted(services.prometheus ?? {}, '/etc/prometheus/prometheus.yml'), 'utf8')) as {
        scrape_configs: Array<{ job_name: string; dns_sd_configs?: Array<{ names: string[]; type: string; port: number }> }>;
      };
      for (const name of Object.keys(deployables)) {
        const port = Number(environmentOf(services[name] ?? {}).METRICS_PORT);
        assert.ok(port > 0, `${name} should set METRICS_PORT`);
        // The gateways are one job.
        const job = config.scrape_configs.find((entry) => entry.job_name === name.replace(/-\d+$/, ''));
        assert.ok(
          job?.dns_sd_configs?.some((sd) => sd.names.includes(name) && sd.type === 'A' && sd.port === port),
          `Prometheus should find every ${name} replica by DNS on port ${port}`,
        );
      }
    });

    test('when tracing is asked for, then every process sends to the OTLP endpoint set once, and Jaeger receives OTLP', () => {
      for (const name of Object.keys(deployables)) {
        assert.ok('OTEL_EXPORTER_OTLP_ENDPOINT' in environmentOf(services[name] ?? {}), `${name} should pass OTEL_EXPORTER_OTLP_ENDPOINT on`);
      }
      assert.equal(environmentOf(services.jaeger ?? {}).COLLECTOR_OTLP_ENABLED, 'true');
      assert.match(readFileSync(composeFile, 'utf8'), /OTEL_EXPORTER_OTLP_ENDPOINT=http:\/\/jaeger:4318/, 'the file should say how to send traces to Jaeger');
    });

    test("when Grafana starts, then it has Prometheus and Jaeger as data sources and an order-path dashboard whose every query names one of Lunchbox's metrics", async () => {
      const grafana = services.grafana ?? {};
      const datasources = parse(readFileSync(path.join(mounted(grafana, '/etc/grafana/provisioning'), 'datasources/datasources.yml'), 'utf8')) as {
        datasources: Array<{ uid: string; type: string; url: string }>;
      };
      assert.deepEqual(
        datasources.datasources.map(({ type, url }) => [type, url]),
        [
          ['prometheus', 'http://prometheus:9090'],
          ['jaeger', 'http://jaeger:16686'],
        ],
      );
      const dashboard = JSON.parse(readFileSync(path.join(mounted(grafana, '/var/lib/grafana/dashboards'), 'order-path.json'), 'utf8')) as {
        panels: Array<{ title: string; targets: Array<{ expr: string }> }>;
      };
      const known = new Set((await metricsRegistry.getMetricsAsJSON()).map((metric) => metric.name));
      for (const metric of [
        'lunchbox_checkouts_total',
        'lunchbox_outbox_waiting_rows',
        'lunchbox_outbox_oldest_age_seconds',
        'lunchbox_events_handled_total',
      ]) {
        assert.ok(
          dashboard.panels.some((panel) => panel.targets.some((target) => target.expr.includes(metric))),
          `the dashboard should show ${metric}`,
        );
      }
      for (const panel of dashboard.panels) {
        for (const { expr } of panel.targets) {
          const names = [...expr.matchAll(/\b((?:lunchbox|nodejs|process)_\w+?)(?:_bucket|_count|_sum)?\b(?=[{[\s)])/g)].map((match) => match[1]!);
          assert.ok(names.length > 0, `"${panel.title}" queries no metric`);
          for (const name of names) assert.ok(known.has(name), `"${panel.title}" asks for ${name}, which no process exports`);
        }
      }
    });
  });
});
