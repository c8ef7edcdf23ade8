import { useCallback } from 'react';
import { graphql } from '../../../gql/gql.ts';
import type { NextWeekMenuQuery } from '../../../gql/graphql.ts';
import { useApolloClient } from '@apollo/client/react';

export type NextWeekMenuDay = NextWeekMenuQuery['nextWeekMenu']['days'][number];

export type NextWeekMenu = NextWeekMenuQuery['nextWeekMenu'];

export const NEXT_WEEK_MENU_QUERY = graphql(`
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
`);

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
