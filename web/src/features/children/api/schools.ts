import { SchoolsDocument } from '../../../gql/graphql.ts';
import { useQueryAnswer } from '../../../lib/operation-hooks.ts';

/** The names of the schools a child can be put at (GET /api/schools' active ones), in the server's order. */
export function useActiveSchoolNames(): readonly string[] {
  const { answer } = useQueryAnswer(SchoolsDocument, (data) => data.schools.filter((school) => school.active).map((school) => school.name));
  return answer ?? [];
}
