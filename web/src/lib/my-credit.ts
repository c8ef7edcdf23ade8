import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';

export interface CreditEntry {
  /** Decimal text: positive for a credit, negative for credit used at checkout. */
  amount: string;
  reason: string;
  orderId: number | null;
  createdAt: string;
}

export interface MyCredit {
  __typename?: 'MyCredit';
  balance: string;
  entries: CreditEntry[];
}

export const MY_CREDIT_QUERY: TypedDocumentNode<{ myCredit: MyCredit }, Record<string, never>> = gql`
  query MyCredit {
    myCredit {
      balance
      entries {
        amount
        reason
        orderId
        createdAt
      }
    }
  }
`;

/**
 * The signed-in parent's account credit (GET /api/my-credit): the order history shows it, the
 * cart says it will be used. Asked from the server each time, since a closure or an admin can
 * change it while the page is open.
 */
export function useMyCredit() {
  const { data, loading, error, refetch } = useQuery(MY_CREDIT_QUERY, { fetchPolicy: 'cache-and-network' });
  return { credit: data?.myCredit ?? null, loading: loading && !data, error, refetch };
}
