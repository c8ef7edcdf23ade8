/**
 * docs/configuration.md, written from the settings schemas the processes parse at start, so the
 * page cannot drift from the code: `npm run docs:configuration` writes it, and
 * `configuration-doc.test.ts` fails when the committed page differs from what this renders.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { commonEnvShape } from '@lunchbox/kit/process/config';
import { observabilityEnvSchema } from '@lunchbox/kit/observability/observability';
import { gatewayEnvSchema } from '@lunchbox/gateway/config';
import { identityEnvSchema } from '@lunchbox/identity/config';
import { menuEnvSchema } from '@lunchbox/menu/config';
import { notificationEnvSchema } from '@lunchbox/notification/config';
import { orderingEnvSchema } from '@lunchbox/ordering/config';
import { backupEnvSchema } from '../backup/backup-config.ts';
import { frontProxyEnvSchema } from '../front-proxy-config.ts';

export const CONFIGURATION_DOC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/configuration.md');

interface SettingsGroup {
  title: string;
  who: string;
  shape: Record<string, z.ZodType>;
}

const commonNames = new Set(Object.keys(commonEnvShape));

/** A process's own settings: its schema's fields less the ones every process shares. */
function ownShape(schema: { shape: Record<string, z.ZodType> }): Record<string, z.ZodType> {
  return Object.fromEntries(Object.entries(schema.shape).filter(([name]) => !commonNames.has(name)));
}

const groups: SettingsGroup[] = [
  { title: 'Every process', who: 'the gateway and the four services', shape: commonEnvShape },
  { title: 'Operations', who: 'every process', shape: observabilityEnvSchema.shape },
  { title: 'Gateway', who: 'the gateway', shape: ownShape(gatewayEnvSchema) },
  { title: 'Identity', who: 'the identity service', shape: ownShape(identityEnvSchema) },
  { title: 'Menu', who: 'the menu service', shape: ownShape(menuEnvSchema) },
  { title: 'Ordering', who: 'the ordering service', shape: ownShape(orderingEnvSchema) },
  { title: 'Notification', who: 'the notification service', shape: ownShape(notificationEnvSchema) },
  { title: 'Backup', who: 'the backup service and `npm run backup`', shape: backupEnvSchema.shape },
  { title: 'Front proxy', who: 'the compose stack\'s `front` service (the load balancer in front of the gateways)', shape: frontProxyEnvSchema.shape },
];

interface Described {
  kind: string;
  defaultValue?: unknown;
  description?: string;
}

/** Reads a field's kind, default and description through zod's wrappers (default, optional, pipe). */
function describe(schema: z.ZodType): Described {
  const found: Described = { kind: 'text', description: schema.description };
  let current: z.ZodType | undefined = schema;
  while (current) {
    found.description ??= current.description;
    const def = current.def as unknown as Record<string, unknown> & { type: string };
    if (def.type === 'default' || def.type === 'prefault') {
      found.defaultValue = typeof def.defaultValue === 'function' ? (def.defaultValue as () => unknown)() : def.defaultValue;
      current = def.innerType as z.ZodType;
    } else if (def.type === 'optional' || def.type === 'nullable') {
      current = def.innerType as z.ZodType;
    } else if (def.type === 'pipe') {
      current = def.in as z.ZodType;
    } else {
      found.kind = kindOf(current, def);
      current = undefined;
    }
  }
  return found;
}

function kindOf(schema: z.ZodType, def: Record<string, unknown> & { type: string }): string {
  if (def.type === 'enum') return `one of ${Object.values(def.entries as Record<string, string>).join(', ')}`;
  if (def.type === 'number') return 'number';
  if (def.type === 'boolean') return '`true` or `false`';
  const format = (schema as unknown as { format?: string }).format;
  if (format === 'url') return 'URL';
  if (format === 'email') return 'e-mail address';
  if (format === 'datetime') return 'ISO date-time';
  return 'text';
}

/** A list item wrapped at 110 columns, its continuation lines indented under it. */
function listItem(text: string): string[] {
  const lines: string[] = [];
  let line = '-';
  for (const word of text.replace(/\s+/g, ' ').trim().split(' ')) {
    if (line.length + 1 + word.length > 110 && line.trim() !== '-') {
      lines.push(line);
      line = ' ';
    }
    line += ` ${word}`;
  }
  return [...lines, line];
}

/** Every setting without a description, so the test can name them. */
export function undescribedSettings(): string[] {
  return groups.flatMap((group) =>
    Object.entries(group.shape)
      .filter(([, schema]) => !describe(schema).description)
      .map(([name]) => `${group.title}: ${name}`),
  );
}

export function renderConfigurationDoc(): string {
  const lines = [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:configuration` from the settings schemas; do not edit by hand. -->',
    '',
    'Every process reads its settings from the environment once at start, with zod, and stops naming',
    'every bad variable. An empty value counts as unset. In production (`NODE_ENV=production`) the',
    'test-only settings are refused and the secrets, the database and the mail server are required.',
  ];
  for (const group of groups) {
    lines.push('', `## ${group.title}`, '', `Read by ${group.who}.`, '');
    for (const [name, schema] of Object.entries(group.shape)) {
      const { kind, defaultValue, description } = describe(schema);
      const fallback = defaultValue === undefined ? 'unset by default' : `default \`${String(defaultValue)}\``;
      lines.push(...listItem(`\`${name}\` (${kind}; ${fallback}): ${description ?? ''}`));
    }
  }
  return `${lines.join('\n')}\n`;
}

const isEntryPoint = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntryPoint) {
  const missing = undescribedSettings();
  if (missing.length > 0) {
    console.error(`settings without a description:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  fs.writeFileSync(CONFIGURATION_DOC, renderConfigurationDoc());
  console.log(`wrote ${path.relative(process.cwd(), CONFIGURATION_DOC)}`);
}
