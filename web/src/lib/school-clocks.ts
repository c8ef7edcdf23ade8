import { useMemo } from 'react';
import { findOwnChild } from '@lunchbox/domain/order-rules';
import { groupBySchoolRule, type SchoolsAtClock } from '@lunchbox/domain/school-deadline';
import { seededSchoolClock, type SchoolClock } from '@lunchbox/domain/school-deadline';
import { MyChildrenDocument, SchoolsDocument } from '../gql/graphql.ts';
import { useCurrentUser } from './current-user.ts';
import { useQueryAnswer } from './operation-hooks.ts';
import { schoolTimeZone } from './school-clock.ts';

/** A lunch or a child as the screens name it: by the child's id when they have it, else by name (the spec's cart). */
export interface ChildRef {
  childId?: number | undefined;
  childName: string;
}

/**
 * Each child's school's cut-off and clock (issue 31, docs/schools.md): what the picker, the cart,
 * the order cards and the FAQ state and check. From GET /api/schools' graph twin and the parent's
 * children (ChildProfile.schoolId); a child whose school has not arrived yet, and a visitor, read
 * the spec's rule, the seeded schools' (the server enforces the real one at checkout).
 */
export interface SchoolClocks {
  /** The school of the child a lunch is for. */
  ofChild: (child: ChildRef) => SchoolClock;
  /** The school of a child by its schoolId. */
  ofSchool: (schoolId: number | null | undefined) => SchoolClock;
  /** The signed-in parent's children's schools, each once, in the children's order (none for a visitor): what the FAQ states. */
  family: readonly SchoolsAtClock[];
}

export function useSchoolClocks(): SchoolClocks {
  const { user } = useCurrentUser();
  const { answer: schools } = useQueryAnswer(SchoolsDocument, (data) => data.schools);
  const { answer: children } = useQueryAnswer(MyChildrenDocument, (data) => data.myChildren, { skip: !user });
  return useMemo(() => {
    const fallback = seededSchoolClock(schoolTimeZone);
    const byId = new Map((schools ?? []).map((school) => [school.id, { timeZone: school.timeZone, orderDeadline: school.orderDeadline }]));
    const ofSchool = (schoolId: number | null | undefined): SchoolClock => (schoolId == null ? undefined : byId.get(schoolId)) ?? fallback;
    const known = (user ? (children ?? []) : []).map((child) => ({ childId: child.id, name: child.name, schoolId: child.schoolId, school: child.school }));
    const ofChild = (ref: ChildRef): SchoolClock => ofSchool(findOwnChild(known, ref)?.schoolId);
    const family = groupBySchoolRule(known.map((child) => ({ school: child.school, clock: ofSchool(child.schoolId) })));
    return { ofChild, ofSchool, family };
  }, [schools, children, user]);
}
