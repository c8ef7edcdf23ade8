import { useMutationAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';

const RESET_CALENDAR_LINK_MUTATION = graphql(`
  mutation ResetCalendarLink($childId: Int!) {
    resetCalendarToken(childId: $childId)
  }
`);

/**
 * Replaces the child's calendar feed URL (issue 14 §2; the old one stops at once) and answers the
 * new one. Writes it onto the cached ChildProfile, so every view of the child shows the new link.
 */
export function useResetCalendarLink() {
  const [run, resetting] = useMutationAnswer(RESET_CALENDAR_LINK_MUTATION, (data) => data.resetCalendarToken, 'Failed to reset the calendar link', {
    update(cache, { data }, { variables }) {
      if (!data || !variables) return;
      cache.modify({ id: cache.identify({ __typename: 'ChildProfile', id: variables.childId }), fields: { calendarUrl: () => data.resetCalendarToken } });
    },
  });
  return { resetCalendarLink: (childId: number) => run({ childId }), resetting };
}
