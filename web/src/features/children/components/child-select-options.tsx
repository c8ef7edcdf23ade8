import type { TFunction } from 'i18next';
import { GRADES } from '@lunchbox/domain/grades';

/** Options of a native select, keeping an unknown current value (older data) choosable. */
function options(list: readonly string[], placeholder: string, current: string | undefined, label: (value: string) => string) {
  const values = current && !list.includes(current) ? [current, ...list] : list;
  return [
    <option key="" value="" disabled>
      {placeholder}
    </option>,
    ...values.map((value) => (
      <option key={value} value={value}>
        {label(value)}
      </option>
    )),
  ];
}

/** `schools`: the active schools from the server; a child at an inactive one keeps it choosable. */
export function schoolOptions(t: TFunction, schools: readonly string[], current?: string) {
  return options(schools, t('children.selectSchool'), current, (school) => school);
}

export function gradeOptions(t: TFunction, current?: string) {
  return options(GRADES, t('children.selectGrade'), current, (grade) => (grade === 'KG' ? 'KG' : t('children.gradeN', { grade })));
}
