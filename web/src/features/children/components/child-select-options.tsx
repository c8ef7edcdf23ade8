import type { TFunction } from 'i18next';
import { GRADES, SCHOOLS } from '@lunchbox/domain/identity-schemas';

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

export function schoolOptions(t: TFunction, current?: string) {
  return options(SCHOOLS, t('children.selectSchool'), current, (school) => school);
}

export function gradeOptions(t: TFunction, current?: string) {
  return options(GRADES, t('children.selectGrade'), current, (grade) => (grade === 'KG' ? 'KG' : t('children.gradeN', { grade })));
}
