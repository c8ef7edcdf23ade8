import { AdminSchoolsDocument, CreateSchoolDocument, UpdateSchoolDocument, type AdminSchoolFieldsFragment } from '../../../gql/graphql.ts';
import { mutationHook, queryHook } from '../../../lib/operation-hooks.ts';

export type AdminSchool = AdminSchoolFieldsFragment;

/** Every school, inactive ones too (GET /api/schools): the Schools tab's table. */
export const useAdminSchools = queryHook(AdminSchoolsDocument, 'schools');

/*
 * After a change the schools are asked again before the dialog closes. The children's forms read
 * the same root field (`schools`, no arguments) through their own document, so the new answer in
 * the cache is what their school selects offer next (the active schools only).
 */
const REFRESH_SCHOOLS = { refetchQueries: [AdminSchoolsDocument], awaitRefetchQueries: true };

/** POST /api/admin/schools: adds a school. */
export const useCreateSchool = mutationHook(CreateSchoolDocument, 'createSchool', 'The school was not added', REFRESH_SCHOOLS);

/** PATCH /api/admin/schools/{id}: changes any of a school's fields, `active` included. */
export const useUpdateSchool = mutationHook(UpdateSchoolDocument, 'updateSchool', 'The school was not changed', REFRESH_SCHOOLS);
