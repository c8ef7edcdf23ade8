import { describe, expect, test } from '@jest/globals';
import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { MyBalanceDocument } from '../gql/graphql.ts';
import { renderApp } from '../testing/render-app.tsx';
import { useDataClient } from './data-layer.ts';
import { startedQuery } from './started-answer.ts';

const balance = startedQuery(MyBalanceDocument, (data) => data.myCredit);

function Balance() {
  const { answer } = balance.useAnswer();
  return <p>{answer ? `Balance ${answer.balance}` : 'Loading'}</p>;
}

/** What a first screen's loader does as the app starts: asks, then the screen is drawn once the answer is in. */
function StartedThenShown() {
  const client = useDataClient();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    void balance.start(client).then(() => setShown(true));
  }, [client]);
  return shown ? <Balance /> : null;
}

function ShownAgain() {
  const [visit, setVisit] = useState(1);
  return (
    <>
      <StartedThenShown key={visit} />
      <button type="button" onClick={() => setVisit((last) => last + 1)}>
        Visit again
      </button>
    </>
  );
}

describe('an answer a first screen starts outside the cache', () => {
  test('when the loader has asked, then the screen shows that answer without asking again, and a later visit asks anew', async () => {
    let balanceNow = '12.50';
    const { sent, user } = await renderApp(<ShownAgain />, {
      server: { MyBalance: () => ({ data: { myCredit: { __typename: 'MyCredit', balance: balanceNow } } }) },
    });
    expect(await screen.findByText('Balance 12.50')).toBeInTheDocument();
    expect(sent.filter((operation) => operation.operationName === 'MyBalance')).toHaveLength(1);

    balanceNow = '7.00';
    await user.click(screen.getByRole('button', { name: 'Visit again' }));
    expect(await screen.findByText('Balance 7.00')).toBeInTheDocument();
    // The new loader's own request and no other: the first answer was taken once.
    expect(sent.filter((operation) => operation.operationName === 'MyBalance')).toHaveLength(2);
  });
});
