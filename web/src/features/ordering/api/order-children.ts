import { useQueryAnswer } from '../../../lib/operation-hooks.ts';
import { graphql } from '../../../gql/gql.ts';
import type { OrderFormChildrenQuery } from '../../../gql/graphql.ts';

/** What the order form needs of a child profile: the child fills school, grade and section; allergies block dishes in the picker. */
export type OrderChild = OrderFormChildrenQuery['myChildren'][number];

const ORDER_CHILDREN_QUERY = graphql(`
  query OrderFormChildren {
    myChildren {
      id
      name
      school
      grade
      teacher
      allergies
      diets
    }
  }
`);

/** The signed-in parent's children, to choose whom the lunches are for. */
export const useOrderChildren = () => useQueryAnswer(ORDER_CHILDREN_QUERY, (data) => data.myChildren);
