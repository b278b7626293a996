import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { listQuery } from '../../api/dataProvider';
import { renderConsole } from '../../test/render';
import { surveyApi } from './api';
import { surveyDataProvider } from './testing';

type Provider = ReturnType<typeof surveyDataProvider>;
const lastFilter = (provider: Provider) => provider.getList.mock.calls.filter(([resource]) => resource === 'survey').at(-1)?.[1].filter;

describe('the survey list range (the dashboard link)', () => {
  it('asks for the range of its URL, says so, and shows every answer again on request', async () => {
    const user = userEvent.setup();
    const provider = surveyDataProvider();
    const { router } = renderConsole('/survey?from=2026-10-29&to=2026-11-27', { dataProvider: provider });
    await waitFor(() => expect(lastFilter(provider)).toMatchObject({ from: '2026-10-29', to: '2026-11-27' }));
    expect(listQuery(surveyApi, { filter: lastFilter(provider) })).toMatchObject({ from: '2026-10-29', to: '2026-11-27' });
    const notice = await screen.findByRole('button', {
      name: 'Bütün cavabları göstər (indi: 29.10.2026 – 27.11.2026 tarixli cavablar (UTC))',
    });
    expect(notice).toHaveTextContent('29.10.2026 – 27.11.2026 tarixli cavablar (UTC)');

    await user.click(notice);
    await waitFor(() => expect(lastFilter(provider)).not.toHaveProperty('from'));
    expect(lastFilter(provider)).not.toHaveProperty('to');
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: /Bütün cavabları göstər/ })).not.toBeInTheDocument();
  });

  it('ignores a range that is no day', async () => {
    const provider = surveyDataProvider();
    renderConsole('/survey?from=yesterday', { dataProvider: provider });
    await waitFor(() => expect(lastFilter(provider)).toBeDefined());
    expect(lastFilter(provider)).not.toHaveProperty('from');
    expect(screen.queryByRole('button', { name: /Bütün cavabları göstər/ })).not.toBeInTheDocument();
  });
});
