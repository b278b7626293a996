import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SurveyStatistics } from '@qahve/config';
import { json } from '../../../test/jwt';
import { renderConsole } from '../../../test/render';
import { statistics, surveyDataProvider } from '../testing';
import { BAR_COLORS, GENDER_COLORS, QUALITY_COLORS } from './chartData';
import { drawn } from '../../../test/charts';

vi.mock('react-chartjs-2', () => import('../../../test/charts'));

type Answer = SurveyStatistics | { status: number; body: unknown };

/** The API client's fetch: statistics answers in turn (the last one repeats), and the CSV export. */
function mockApi(...answers: Answer[]) {
  const queue = [...answers];
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://console.test');
    if (url.pathname.endsWith('/Surveys/Export')) {
      return new Response('\uFEFFid,createdAt,gender\r\n12,2026-11-20T09:30:00.000Z,Male\r\n', {
        status: 200,
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="surveys-2026-11-20.csv"' },
      });
    }
    const answer = queue.length > 1 ? queue.shift()! : queue[0];
    return 'status' in answer && !('total' in answer) ? json(answer.body, answer.status) : json(answer);
  });
}

const statisticsCalls = (fetch: ReturnType<typeof mockApi>) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://console.test'))
    .filter((url) => url.pathname.endsWith('/Surveys/Statistics'));
const lastDrawn = (chart: string) => drawn.filter((d) => d.props['data-chart'] === chart).at(-1)!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the survey statistics page', () => {
  it('draws the four charts of the answers, each named by its heading and read out by a hidden table', async () => {
    const fetch = mockApi(statistics());
    renderConsole('/survey/statistics', { dataProvider: surveyDataProvider() });
    expect(await screen.findByText('12 cavab (silinənlər sayılmır)')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('h1')).toHaveTextContent('Sorğu statistikası'));
    expect(statisticsCalls(fetch)).toHaveLength(1);
    expect(statisticsCalls(fetch)[0].search).toBe('');

    const images = screen.getAllByRole('img').filter((el) => el.tagName === 'CANVAS');
    expect(images.map((img) => img.getAttribute('data-chart'))).toEqual(['contactSources', 'ageGroups', 'satisfaction', 'genders']);
    expect(screen.getByRole('img', { name: 'Əlaqə mənbəyinə görə istifadəçilər' })).toHaveAttribute('data-chart', 'contactSources');
    expect(screen.getByRole('img', { name: 'Yaş qrupları' })).toHaveAttribute('data-chart', 'ageGroups');
    expect(screen.getByRole('img', { name: 'Məmnunluq kateqoriyaları' })).toHaveAttribute('data-chart', 'satisfaction');
    expect(screen.getByRole('img', { name: 'Cinsə görə bölgü' })).toHaveAttribute('data-chart', 'genders');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Əlaqə mənbəyinə görə istifadəçilər',
      'Yaş qrupları',
      'Məmnunluq kateqoriyaları',
      'Cinsə görə bölgü',
    ]);

    const sources = lastDrawn('contactSources');
    expect(sources.type).toBe('bar');
    expect(sources.data.labels).toEqual(['İnstaqram', 'Radio (silinib)']);
    expect(sources.data.datasets).toHaveLength(1);
    expect(sources.data.datasets[0]).toMatchObject({ label: 'Cavablar', data: [9, 3], backgroundColor: BAR_COLORS.slice(0, 2) });
    expect(sources.options.scales.y).toMatchObject({ beginAtZero: true, ticks: { precision: 0 } });

    const ages = lastDrawn('ageGroups');
    expect(ages.type).toBe('bar');
    // The survey form's own bands, as the survey list writes them (the stored codes mean these).
    expect(ages.data.labels).toEqual(['13–17', '18–24', '24–34', '34 və yuxarı']);
    expect(ages.data.datasets[0].data).toEqual([1, 5, 4, 2]);

    const satisfaction = lastDrawn('satisfaction');
    expect(satisfaction.type).toBe('pie');
    expect(satisfaction.data.labels).toEqual(['Çox pis', 'Pis', 'Orta', 'Yaxşı', 'Əla']);
    expect(satisfaction.data.datasets[0]).toMatchObject({ data: [0, 1, 2, 4, 5], backgroundColor: QUALITY_COLORS });

    const genders = lastDrawn('genders');
    expect(genders.type).toBe('doughnut');
    expect(genders.data.labels).toEqual(['Kişi', 'Qadın']);
    expect(genders.data.datasets[0]).toMatchObject({ data: [7, 5], backgroundColor: GENDER_COLORS });

    const table = screen.getByRole('table', { name: 'Cinsə görə bölgü' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Cins', 'Cavablar']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Kişi7', 'Qadın5']);
    const ageTable = screen.getByRole('table', { name: 'Yaş qrupları' });
    expect(
      within(ageTable)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['13–171', '18–245', '24–344', '34 və yuxarı2']);
  });

  it('asks again for a new date range, says when it has no answers, and refuses an inverted range', async () => {
    const fetch = mockApi(statistics(), statistics({ total: 0 }));
    renderConsole('/survey/statistics', { dataProvider: surveyDataProvider() });
    await screen.findByText('12 cavab (silinənlər sayılmır)');

    fireEvent.change(screen.getByLabelText('Başlanğıc'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(statisticsCalls(fetch).at(-1)?.search).toBe('?from=2026-11-01'));
    fireEvent.change(screen.getByLabelText('Son'), { target: { value: '2026-11-15' } });
    await waitFor(() => expect(statisticsCalls(fetch).at(-1)?.search).toBe('?from=2026-11-01&to=2026-11-15'));
    expect(await screen.findByText('Bu aralıqda sorğu yoxdur')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('img', { name: 'Yaş qrupları' })).toBeNull();

    const calls = statisticsCalls(fetch).length;
    fireEvent.change(screen.getByLabelText('Başlanğıc'), { target: { value: '2026-12-01' } });
    expect(await screen.findByText('"Son" tarixi "Başlanğıc" tarixindən əvvəl ola bilməz')).toBeInTheDocument();
    expect(screen.getByLabelText('Son')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Son')).toHaveAccessibleDescription(
      /^"Son" tarixi "Başlanğıc" tarixindən əvvəl ola bilməz Günlər UTC ilə/,
    );
    expect(screen.getByLabelText('Başlanğıc')).toHaveAccessibleDescription('Günlər UTC ilə; bütün cavablar üçün boş saxlayın');
    expect(screen.getByRole('button', { name: /CSV ixrac et/ })).toBeDisabled();
    expect(statisticsCalls(fetch)).toHaveLength(calls);
  });

  it('starts from the range in the URL', async () => {
    const fetch = mockApi(statistics());
    renderConsole('/survey/statistics?from=2026-10-01&to=2026-10-31', { dataProvider: surveyDataProvider() });
    await screen.findByText('12 cavab (silinənlər sayılmır)');
    expect(statisticsCalls(fetch)[0].search).toBe('?from=2026-10-01&to=2026-10-31');
    expect(screen.getByLabelText('Başlanğıc')).toHaveValue('2026-10-01');
    expect(screen.getByLabelText('Son')).toHaveValue('2026-10-31');
  });

  it('shows a load error with a retry', async () => {
    const user = userEvent.setup();
    mockApi({ status: 500, body: { message: 'Internal Server Error' } }, statistics());
    renderConsole('/survey/statistics', { dataProvider: surveyDataProvider() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Statistikanı yükləmək alınmadı');
    await user.click(within(alert).getByRole('button', { name: 'Yenidən cəhd edin' }));
    expect(await screen.findByText('12 cavab (silinənlər sayılmır)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a progress bar while loading', async () => {
    let answer: (response: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderConsole('/survey/statistics', { dataProvider: surveyDataProvider() });
    const progress = await screen.findByRole('progressbar', { name: 'Statistika yüklənir…' });
    expect(progress.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    answer(json(statistics()));
    await screen.findByText('12 cavab (silinənlər sayılmır)');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('exports the range as CSV with the token, through a Blob download', async () => {
    const user = userEvent.setup();
    localStorage.setItem('accessToken', JSON.stringify('token-1'));
    const fetch = mockApi(statistics());
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:console/1';
    });
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    renderConsole('/survey/statistics?from=2026-11-01&to=2026-11-30', { dataProvider: surveyDataProvider() });
    await screen.findByText('12 cavab (silinənlər sayılmır)');
    await user.click(screen.getByRole('button', { name: /CSV ixrac et/ }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    const [input, init] = fetch.mock.calls.find(([url]) => String(url).includes('/Surveys/Export'))!;
    const url = new URL(String(input), 'http://console.test');
    expect(url.pathname).toBe('/api/v1/admin/Surveys/Export');
    expect(Object.fromEntries(url.searchParams)).toEqual({ from: '2026-11-01', to: '2026-11-30', languageId: '2' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
    expect(clicked[0].download).toBe('surveys-2026-11-20.csv');
    expect(clicked[0].href).toBe('blob:console/1');
    const bytes = new Uint8Array(await created[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe('id,createdAt,gender\r\n12,2026-11-20T09:30:00.000Z,Male\r\n');
  });
});
