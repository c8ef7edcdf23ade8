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

export function schoolOptions(current?: string) {
  return options(SCHOOLS, 'Select a school', current, (school) => school);
}

export function gradeOptions(current?: string) {
  return options(GRADES, 'Select a grade', current, (grade) => (grade === 'KG' ? 'KG' : `Grade ${grade}`));
}
