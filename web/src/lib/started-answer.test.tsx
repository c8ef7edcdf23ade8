import { describe, expect, test } from '@jest/globals';
import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { MyBalanceDocument } from '../gql/graphql.ts';
import { renderApp } from '../testing/render-app.tsx';
import { useDataClient, type DataClient } from './data-layer.ts';
import { seedStartedAnswers, settledStartedAnswers, startedQuery } from './started-answer.ts';

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

/** The browser adopting a page drawn on the server: its client given the drawing's answers before the screen's first render. */
function SeededBalance({ answers }: { answers: Record<string, unknown> }) {
  const client = useDataClient();
  useState(() => seedStartedAnswers(client, answers));
  return <Balance />;
}

describe('started answers belong to the client that asked (one per visitor on the server)', () => {
  /** A client that answers the balance query with its visitor's own balance, after `delayMs`. */
  function visitorClient(balanceOf: string, delayMs: number): DataClient {
    return {
      query: () => new Promise((resolve) => setTimeout(() => resolve({ data: { myCredit: { __typename: 'MyCredit', balance: balanceOf } } }), delayMs)),
    } as unknown as DataClient;
  }

  test("when two visitors' answers are started one after the other, then each client holds only its own visitor's answer", async () => {
    const first = visitorClient('10.00', 0);
    const second = visitorClient('99.00', 0);
    await balance.start(first);
    await balance.start(second);
    expect(Object.values(settledStartedAnswers(first))).toEqual([{ myCredit: { __typename: 'MyCredit', balance: '10.00' } }]);
    expect(Object.values(settledStartedAnswers(second))).toEqual([{ myCredit: { __typename: 'MyCredit', balance: '99.00' } }]);
  });

  test("when two visitors' answers are under way at the same time, the slower first, then neither client holds the other's answer", async () => {
    const slow = visitorClient('1.00', 30);
    const fast = visitorClient('2.00', 0);
    await Promise.all([balance.start(slow), balance.start(fast)]);
    expect(JSON.stringify(settledStartedAnswers(slow))).toContain('"1.00"');
    expect(JSON.stringify(settledStartedAnswers(slow))).not.toContain('"2.00"');
    expect(JSON.stringify(settledStartedAnswers(fast))).toContain('"2.00"');
    expect(JSON.stringify(settledStartedAnswers(fast))).not.toContain('"1.00"');
  });

  test('when a client is given the answers another drew with, then a screen on it shows them at its first render, without asking', async () => {
    const drawn = visitorClient('4.25', 0);
    await balance.start(drawn);
    const { sent } = await renderApp(<SeededBalance answers={settledStartedAnswers(drawn)} />, {
      server: { MyBalance: () => ({ data: { myCredit: { __typename: 'MyCredit', balance: '0.00' } } }) },
    });
    expect(screen.getByText('Balance 4.25')).toBeInTheDocument();
    expect(sent.filter((operation) => operation.operationName === 'MyBalance')).toHaveLength(0);
  });
});
