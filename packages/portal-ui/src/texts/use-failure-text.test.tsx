import type { TokenSet } from '@lego-portal/api-client';
import { createLegoClient, legoDownloads, legoQueries } from '@lego-portal/api-client';
import { addDays, formatCompactDate, todayIn } from '@lego-portal/rules';
import { MESSAGES_TH } from '@lego-portal/rules/th';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { TextsProvider } from './texts-context';
import { useFailureText } from './use-failure-text';
import { signInTokens } from '@lego-portal/test-kit';

const url = inject('sandboxUrl');
let tokens: TokenSet;
beforeAll(async () => {
  tokens = await signInTokens(url, 'demo_full');
});

/** What the sandbox answered to a query, as the query's error. */
async function refusalOf(query: { queryKey: readonly unknown[]; queryFn: (context: { signal: AbortSignal }) => Promise<unknown> }): Promise<unknown> {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return client.fetchQuery(query).then(
    () => {
      throw new Error('the sandbox accepted the call');
    },
    (error: unknown) => error,
  );
}

function Failure({ error }: { error: unknown }) {
  return <p role="alert">{useFailureText()(error)}</p>;
}

describe('useFailureText in Thai', () => {
  const client = () => createLegoClient({ baseUrl: url, session: { getTokens: () => tokens, setTokens: (next) => (tokens = next) } });

  const shownInThai = async (error: unknown) => {
    render(
      <TextsProvider locale="th">
        <Failure error={error} />
      </TextsProvider>,
    );
    return screen.findByRole('alert');
  };

  it("shows the sandbox's refusal of a registration search from after to in Thai, by its code", async () => {
    const error = await refusalOf(
      legoQueries.registrationList(client(), { customerRegFlag: 'ALL', merchantId: '1000000001', fromDate: '20261120000000', toDate: '20261101235959' }),
    );
    const alert = await shownInThai(error);
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES_TH['registrationReport.fromAfterTo']));
  });

  it("shows 'No change pending for approval.' in Thai, by its code", async () => {
    const list = await new QueryClient().fetchQuery(legoQueries.customerList(client(), { criteria: { merchantId: '1000000001' }, page: 1, size: 100 }));
    const calm = list.customerProfilePaging.customerProfileWebViewList.find((row) => row.isPendingApproval === 'N');
    const error = await refusalOf(legoQueries.customerPendingChange(client(), calm!.custProfileId));
    const alert = await shownInThai(error);
    await waitFor(() => expect(alert).toHaveTextContent(MESSAGES_TH['customer.noChangePending']));
  });

  it("shows a refusal whose catalogue text has placeholders as the server filled it, never '{from}'", async () => {
    // Today is outside the SSO window (6 months back through yesterday): the sandbox names the window's dates.
    const error = await legoDownloads.sso250(client(), { reportType: 'csv', sso250Criteria: { reportDate: formatCompactDate(addDays(todayIn(), 0)) } }).then(
      () => {
        throw new Error('the sandbox accepted the call');
      },
      (refusal: unknown) => refusal,
    );
    const alert = await shownInThai(error);
    await waitFor(() => expect(alert).toHaveTextContent(/from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}/));
    expect(alert).not.toHaveTextContent('{');
  });
});
