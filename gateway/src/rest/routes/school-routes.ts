import { z } from 'zod';
import { schoolPatchSchema, schoolWriteSchema } from '@lunchbox/domain/school-schemas';
import { schoolShape, selectionOf } from '../answer-shapes.ts';
import type { RestRoute } from '../rest-route.ts';

const SCHOOL = selectionOf(schoolShape);
const SCHOOL_FIELDS = ['name', 'active', 'deliveryTime', 'orderDeadline', 'timeZone'];

/** The schools served (issue 31, docs/schools.md): anyone reads them, administrators add and change them. */
export const schoolRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/schools',
    summary: 'Every school, inactive ones too; forms offer the active ones',
    tag: 'Schools',
    access: 'anyone',
    operation: `query Schools { schools { ${SCHOOL} } }`,
    response: z.array(schoolShape),
  },
  {
    method: 'POST',
    path: '/admin/schools',
    summary: 'Add a school; names are unique regardless of case',
    tag: 'Schools',
    access: 'administrator',
    operation: `mutation CreateSchool($input: SchoolInput!) { createSchool(input: $input) { ${SCHOOL} } }`,
    variables: (input) => ({ input: input.pick(SCHOOL_FIELDS) }),
    status: 201,
    body: schoolWriteSchema,
    response: schoolShape,
  },
  {
    method: 'PATCH',
    path: '/admin/schools/:id',
    summary: 'Change a school; active false hides it for new children and keeps it for existing ones',
    tag: 'Schools',
    access: 'administrator',
    operation: `mutation UpdateSchool($id: Int!, $input: SchoolInput!) { updateSchool(id: $id, input: $input) { ${SCHOOL} } }`,
    variables: (input) => ({ id: input.id(), input: input.pick(SCHOOL_FIELDS) }),
    body: schoolPatchSchema,
    response: schoolShape,
  },
];
