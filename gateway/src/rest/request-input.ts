import type { Request } from 'express';
import { AppError } from '@lunchbox/kit/errors/app-error';
import { NUL_MESSAGE } from '@lunchbox/kit/http/body-guard';

/**
 * What a route reads from its request. Values are handed to the graph as the client sent them,
 * only turned into the type the graph takes ("12" from a form as a number, a phone typed as
 * digits as text): the services validate with the zod schemas of packages/domain, so the REST
 * and GraphQL faces give the same messages. Anything still of the wrong type is refused by the
 * graph naming the field.
 */
export class RouteInput {
  readonly body: Record<string, unknown>;
  private readonly req: Request;

  constructor(req: Request) {
    this.req = req;
    // JSON bodies only; a missing body is an empty object so the schemas can name what is missing.
    const body: unknown = req.body;
    this.body = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }

  /** Path ids are positive integers in decimal digits (GraphQL's Int); anything else is the caller's mistake, not a 500. */
  id(name = 'id'): number {
    const raw = this.req.params[name];
    const id = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
    if (!(id > 0 && id <= MAX_ID)) throw new AppError('BAD_USER_INPUT', 'Invalid id');
    return id;
  }

  /** A path value as decoded; `%00` is refused as the body guard refuses a NUL in a body (the route's variables count as checked). */
  param(name: string): string | undefined {
    const value = this.req.params[name];
    if (typeof value === 'string' && value.includes('\u0000')) throw new AppError('BAD_USER_INPUT', NUL_MESSAGE);
    return typeof value === 'string' ? value : undefined;
  }

  /** A query-string value; a repeated or nested one is not a value at all. */
  query(name: string): string | undefined {
    const value = this.req.query[name];
    return typeof value === 'string' ? value : undefined;
  }

  /** An optional id in the query string (`?schoolId=3`): absent is undefined; anything but a positive integer is refused naming it. */
  idQuery(name: string): number | undefined {
    const raw = this.query(name);
    if (raw === undefined || raw.trim() === '') return undefined;
    const id = /^\d{1,10}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
    if (!(id > 0 && id <= MAX_ID)) throw new AppError('BAD_USER_INPUT', `${name} must be the id of a school`);
    return id;
  }

  header(name: string): string | undefined {
    const value = this.req.headers[name];
    return typeof value === 'string' ? value : undefined;
  }

  /** The named body fields as sent, leaving out those not sent (a PATCH keeps them). */
  pick(names: readonly string[]): Record<string, unknown> {
    return pickFields(this.body, names);
  }
}

const MAX_ID = 2_147_483_647;

export function pickFields(source: unknown, names: readonly string[]): Record<string, unknown> {
  const object = source && typeof source === 'object' && !Array.isArray(source) ? (source as Record<string, unknown>) : {};
  const fields: Record<string, unknown> = {};
  for (const name of names) if (Object.hasOwn(object, name)) fields[name] = object[name];
  return fields;
}

/** JSON numbers where the graph takes text (a phone typed as digits) travel as their text. */
export function asText(value: unknown): unknown {
  return typeof value === 'number' ? String(value) : value;
}

/** Numeric text where the graph takes a number ("12" from a form) travels as the number. */
export function asNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return value;
}

/** One value where the graph takes a list travels as a list of one. */
export function asList(value: unknown): unknown {
  if (value === undefined || value === null) return value;
  return Array.isArray(value) ? value : [value];
}
