import { stringify } from 'csv-stringify/sync';
import { AppError } from '@lunchbox/kit/errors/app-error';
import type { OperationData } from './operation.ts';

/** A REST answer sent as a file to download instead of JSON. */
export interface DownloadFile {
  contentType: string;
  filename: string;
  body: string;
}

export const PRODUCTION_FORMAT_MESSAGE = 'Format must be json or csv';

/** `?format=` of the production sheet: JSON unless csv is asked for; anything else is the caller's mistake. */
export function productionFormat(format: string | undefined): 'json' | 'csv' {
  if (format === undefined || format === '' || format === 'json') return 'json';
  if (format === 'csv') return 'csv';
  throw new AppError('BAD_USER_INPUT', PRODUCTION_FORMAT_MESSAGE);
}

const COLUMNS = ['Date', 'School', 'Grade', 'Teacher', 'Menu item', 'Count', 'Children with allergies'];

/**
 * A spreadsheet opens a cell starting with = + - @ as a formula; a child's or a school's name must
 * stay text (OWASP "CSV injection"), so such a cell gets a leading apostrophe.
 */
export function asText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

interface AllergyNote {
  childName: string;
  allergies: string[];
}

/** 'Maya (peanuts); Leo (milk, eggs)'. */
function allergyText(notes: readonly AllergyNote[]): string {
  return notes.map((note) => `${note.childName} (${note.allergies.join(', ')})`).join('; ');
}

/**
 * The production sheet as RFC 4180 CSV (CRLF line ends, a header row, quotes where needed): one
 * row per dish of each class (grade and teacher) of each school and day, so a spreadsheet can sum
 * and pivot it. The file is named after the first date: production-2026-11-23.csv.
 */
export function productionCsvFile(sheet: OperationData): DownloadFile {
  const rows: string[][] = [];
  for (const day of sheet.days) {
    for (const school of day.schools) {
      for (const group of school.classes) {
        for (const item of group.items) {
          rows.push([
            day.date,
            asText(school.school),
            asText(group.grade),
            asText(group.teacher ?? ''),
            asText(item.menuItem),
            String(item.count),
            asText(allergyText(item.allergyNotes)),
          ]);
        }
      }
    }
  }
  return {
    contentType: 'text/csv; charset=utf-8',
    filename: `production-${sheet.from}.csv`,
    body: stringify(rows, { header: true, columns: COLUMNS, record_delimiter: 'windows' }),
  };
}
