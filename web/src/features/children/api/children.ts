import {
  AddChildDocument,
  DeleteChildDocument,
  MyChildrenDocument,
  ResetCalendarLinkDocument,
  UpdateChildDocument,
  type ChildProfileFieldsFragment,
} from '../../../gql/graphql.ts';
import { mutationHook, queryHook, useMutationAnswer } from '../../../lib/operation-hooks.ts';

export type ChildProfile = ChildProfileFieldsFragment;

export interface ChildInput {
  name: string;
  school: string;
  grade: string;
  teacher: string;
  preferredLunchOptions?: string[];
  /** Canonical allergen names; ordering refuses a dish that contains one. */
  allergies?: string[];
  /** Canonical diet tags; a dish without one is a warning. */
  diets?: string[];
}

/** The signed-in parent's children. */
export const useMyChildren = queryHook(MyChildrenDocument, 'myChildren');

/** Adds a child to the signed-in parent; refreshes MyChildren before resolving. */
export const useAddChild = mutationHook(AddChildDocument, 'addChild', 'The child was not added', {
  refetchQueries: [MyChildrenDocument],
  awaitRefetchQueries: true,
});

/** Changes a child; the normalized cache updates that ChildProfile wherever it is shown. */
export const useUpdateChild = mutationHook(UpdateChildDocument, 'updateChild', 'The child was not updated');

/** Removes a child; evicts that ChildProfile, so MyChildren drops it without a refetch. */
export const useDeleteChild = mutationHook(DeleteChildDocument, 'deleteChild', 'The child was not removed', {
  update(cache, _result, { variables }) {
    cache.evict({ id: cache.identify({ __typename: 'ChildProfile', id: variables?.id }) });
    cache.gc();
  },
});

/**
 * Replaces the child's calendar feed URL (issue 14 §2; the old one stops at once) and answers the
 * new one. Writes it onto the cached ChildProfile, so every view of the child shows the new link.
 */
export function useResetCalendarLink() {
  const [run, resetting] = useMutationAnswer(ResetCalendarLinkDocument, (data) => data.resetCalendarToken, 'Failed to reset the calendar link', {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      cache.modify({ id: cache.identify({ __typename: 'ChildProfile', id: variables.childId }), fields: { calendarUrl: () => data.resetCalendarToken } });
    },
  });
  return { resetCalendarLink: (childId: number) => run({ childId }), resetting };
}
