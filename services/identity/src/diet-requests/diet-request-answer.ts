import { dietRequestStatus } from '@lunchbox/domain/diet-request-schemas';
import { schoolToday } from '@lunchbox/domain/school-dates';
import { now } from '@lunchbox/kit/process/clock';
import type { DietRequestRow } from './diet-request-repository.ts';

/** A request as GraphQL's DietRequest answers it; `restrictions` lists its allergens, then its diets. */
export function toDietRequestAnswer(row: DietRequestRow, timeZone: string, names: { childName?: string; school?: string; parentName?: string } = {}) {
  return {
    id: row.id,
    childId: row.childId,
    status: dietRequestStatus(row.status, row.validUntil, schoolToday(now(), timeZone)),
    restrictions: [...row.allergens, ...row.diets],
    allergens: row.allergens,
    diets: row.diets,
    note: row.note,
    documentName: row.documentName,
    documentType: row.documentType,
    reason: row.reason,
    validUntil: row.validUntil,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    childName: names.childName ?? null,
    school: names.school ?? null,
    parentName: names.parentName ?? null,
  };
}

export type DietRequestAnswer = ReturnType<typeof toDietRequestAnswer>;
