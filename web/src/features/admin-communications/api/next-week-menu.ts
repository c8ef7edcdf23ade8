import { useCallback } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

export interface NextWeekMenuDay {
  dayOfWeek: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  items: { __typename?: 'WeeklyMenuItem'; id: number; menuItem: string; description: string; price: string; calories: string | null }[];
}

export interface NextWeekMenu {
  __typename?: 'NextWeekMenu';
  /** Next week's Monday, 'YYYY-MM-DD'. */
  weekStartDate: string;
  weekEndDate: string;
  days: NextWeekMenuDay[];
}

export const NEXT_WEEK_MENU_QUERY: TypedDocumentNode<{ nextWeekMenu: NextWeekMenu }, Record<string, never>> = gql`
  query NextWeekMenu {
    nextWeekMenu {
      weekStartDate
      weekEndDate
      days {
        dayOfWeek
        date
        items {
          id
          menuItem
          description
          price
          calories
        }
      }
    }
  }
`;

/**
 * Asks the server for next week's menu each time (GET /api/admin/next-week-menu), never from the
 * cache: the administrator may have changed the menu a moment ago. Throws what the server
 * answered (NOT_FOUND when next week has no items).
 */
export function useLoadNextWeekMenu(): () => Promise<NextWeekMenu> {
  const client = useApolloClient();
  return useCallback(async () => {
    const result = await client.query({ query: NEXT_WEEK_MENU_QUERY, fetchPolicy: 'network-only' });
    if (result.error) throw result.error;
    if (!result.data) throw new Error('No answer');
    return result.data.nextWeekMenu;
  }, [client]);
}
