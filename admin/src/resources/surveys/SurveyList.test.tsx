import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SortKey } from '@qahve/config';
import { listQuery } from '../../api/dataProvider';
import { createI18nProvider } from '../../i18n';
import { renderConsole } from '../../test/render';
import { surveyApi } from './api';
import { answersOf } from './labels';
import { surveyMessages } from './messages';
import { nextSurveySort, parseSurveySort, surveySortParam } from './sort';
import { apiOrder, survey, surveyDataProvider, surveyRecords } from './testing';

type Provider = ReturnType<typeof surveyDataProvider>;

const surveyCalls = (provider: Provider) => provider.getList.mock.calls.filter(([resource]) => resource === 'survey');
const lastCall = (provider: Provider) => surveyCalls(provider).at(-1)![1];
const lastSort = (provider: Provider) => lastCall(provider).filter.sort as SortKey[];
/** The ids of the rows, top to bottom. */
const shownIds = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => Number(row.querySelector('td.column-id')?.textContent));
const header = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}\\. Sıralama`) });
const rowOf = async (id: number) => {
  await waitFor(() => expect(shownIds()).toContain(id));
  return screen.getAllByRole('row').find((row) => row.querySelector('td.column-id')?.textContent === String(id))!;
};

describe('the survey sort', () => {
  it('cycles a column asc, desc, off, keeping the click order', () => {
    let sort = nextSurveySort([], 'age');
    expect(sort).toEqual([{ field: 'age', order: 'asc' }]);
    sort = nextSurveySort(sort, 'gender');
    expect(sort).toEqual([
      { field: 'age', order: 'asc' },
      { field: 'gender', order: 'asc' },
    ]);
    sort = nextSurveySort(sort, 'age');
    expect(sort).toEqual([
      { field: 'age', order: 'desc' },
      { field: 'gender', order: 'asc' },
    ]);
    sort = nextSurveySort(sort, 'age');
    expect(sort).toEqual([{ field: 'gender', order: 'asc' }]);
  });

  it('reads and writes the API form, leaving out what the API would refuse', () => {
    expect(
      surveySortParam([
        { field: 'age', order: 'desc' },
        { field: 'gender', order: 'asc' },
      ]),
    ).toBe('age:desc,gender:asc');
    expect(parseSurveySort('age:desc,gender')).toEqual([
      { field: 'age', order: 'desc' },
      { field: 'gender', order: 'asc' },
    ]);
    expect(parseSurveySort('comment:asc,age:up,qualityPoint:desc,qualityPoint:asc')).toEqual([{ field: 'qualityPoint', order: 'desc' }]);
    expect(parseSurveySort(null)).toEqual([]);
  });

  it('goes out as `sort=age:desc,gender:asc` with the list filters, and no single-column sortBy', () => {
    const query = listQuery(surveyApi, {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {
        sort: [
          { field: 'age', order: 'desc' },
          { field: 'gender', order: 'asc' },
        ],
        from: '2026-11-01',
        other: 'x',
        gender: true,
      },
    });
    expect(query).toEqual({ pageNumber: 2, pageSize: 10, sort: 'age:desc,gender:asc', from: '2026-11-01', gender: true });
    expect(listQuery(surveyApi, { filter: { sort: [] } })).toEqual({});
  });
});

describe('the survey answers', () => {
  it('recognises a criterion in whichever language the visitor answered, labelled in the console language', () => {
    const translate = createI18nProvider([surveyMessages], 'ru').translate;
    for (const languageId of [1, 2, 3] as const) {
      const answers = answersOf(survey(9, true, 0, 0, { languageId }), translate);
      expect(answers.services.map((a) => a.label)).toEqual(['Чистота', 'Wi-Fi', 'Атмосфера', 'Наличие продукции', 'Персонал']);
      expect(answers.products.map((a) => a.label)).toEqual(['Напитки', 'Еда', 'Десерты']);
    }
    const [first] = answersOf(survey(9, true, 0, 0), translate).services;
    expect(first).toEqual({ label: 'Чистота', value: 1, level: 'Частично удовлетворён' });
  });

  it('keeps an unknown key as it is, placed by its position', () => {
    const translate = createI18nProvider([surveyMessages], 'en').translate;
    const answers = answersOf(surveyRecords()[7], translate);
    expect(answers).toEqual({ services: [{ label: 'Music', value: 3, level: 'Very pleased' }], products: [] });
  });
});

describe('the survey list', () => {
  it('shows every column labelled in the console language, by id descending', async () => {
    const provider = surveyDataProvider();
    renderConsole('/survey', { dataProvider: provider });
    await waitFor(() => expect(shownIds()).toEqual([8, 7, 6, 5, 4, 3, 2, 1]));
    expect(lastCall(provider)).toMatchObject({
      sort: { field: 'id', order: 'DESC' },
      filter: { sort: [] },
      pagination: { page: 1, perPage: 10 },
    });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'ID',
      'Cins',
      'Yaş',
      'Keyfiyyət qiyməti',
      'Əlaqə mənbəyi',
      'Şərh',
      'Xidmət',
      'Məhsullar',
      'Əməliyyatlar',
    ]);

    const first = await rowOf(1);
    expect(within(first).getByText('Kişi')).toBeInTheDocument();
    expect(within(first).getByText('13–17')).toBeInTheDocument();
    expect(within(first).getByText('Əla')).toBeInTheDocument();
    expect(within(first).getByText('İnstaqram')).toBeInTheDocument();
    expect(within(first).getByText('Şərh 1')).toBeInTheDocument();
    // Survey 1 answered in English: the criteria in Azerbaijani, each with its level.
    const services = first.querySelector('td.column-services') as HTMLElement;
    expect(within(services).getByText('Təmizlik').nextElementSibling).toHaveTextContent('Qismən məmnun');
    expect(within(services).getByText('Atmosfer').nextElementSibling).toHaveTextContent('Çox razı');
    expect(within(services).getByText('Məhsulların mövcudluğu').nextElementSibling).toHaveTextContent(/^Məmnun$/);
    const products = first.querySelector('td.column-products') as HTMLElement;
    expect([...products.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['İçkilər', 'Yeməklər', 'Desertlər']);

    const fromRadio = await rowOf(4);
    expect(within(fromRadio).getByText('Qadın')).toBeInTheDocument();
    expect(within(fromRadio).getByText('Radio (silinib)')).toBeInTheDocument();
    expect(within(fromRadio).getByText('Şərh yoxdur')).toBeInTheDocument();
    expect(within(await rowOf(2)).getByText('34 və yuxarı')).toBeInTheDocument();
    expect(within(await rowOf(7)).getAllByText('Cavab yoxdur')).toHaveLength(2);
    expect(within(await rowOf(6)).getByText('Təmizlik')).toBeInTheDocument();
  });

  it('strikes a deleted survey through, with Delete disabled and Revert offered, and no Edit anywhere', async () => {
    renderConsole('/survey', { dataProvider: surveyDataProvider() });
    const deleted = await rowOf(3);
    expect(within(deleted).getByRole('button', { name: 'Sil: #3' })).toBeDisabled();
    expect(within(deleted).getByRole('button', { name: 'Geri qaytar: #3' })).toBeEnabled();
    expect(within(await rowOf(2)).queryByRole('button', { name: /Geri qaytar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Redaktə et/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Redaktə et/ })).toBeNull();
  });

  it('sorts on several headers in click order, each asc -> desc -> off, sending the sort list and showing the API order', async () => {
    const user = userEvent.setup();
    const provider = surveyDataProvider();
    const records = surveyRecords();
    renderConsole('/survey', { dataProvider: provider });
    await waitFor(() => expect(shownIds()).toHaveLength(8));

    const expectOrder = async (sort: SortKey[]) => {
      await waitFor(() => expect(lastSort(provider)).toEqual(sort));
      await waitFor(() => expect(shownIds()).toEqual(apiOrder(records, sort).map((s) => s.id)));
    };

    await user.click(await header('Yaş'));
    await expectOrder([{ field: 'age', order: 'asc' }]);
    expect(await header('Yaş')).toHaveAttribute('data-sort', 'asc');
    expect(await header('Yaş')).toHaveAccessibleName('Yaş. Sıralama: artan, prioritet 1');

    await user.click(await header('Cins'));
    await expectOrder([
      { field: 'age', order: 'asc' },
      { field: 'gender', order: 'asc' },
    ]);
    expect(await header('Cins')).toHaveAccessibleName('Cins. Sıralama: artan, prioritet 2');

    await user.click(await header('Yaş'));
    await expectOrder([
      { field: 'age', order: 'desc' },
      { field: 'gender', order: 'asc' },
    ]);
    expect(await header('Yaş')).toHaveAccessibleName('Yaş. Sıralama: azalan, prioritet 1');

    await user.click(await header('Keyfiyyət qiyməti'));
    await expectOrder([
      { field: 'age', order: 'desc' },
      { field: 'gender', order: 'asc' },
      { field: 'qualityPoint', order: 'asc' },
    ]);

    await user.click(await header('Yaş'));
    await expectOrder([
      { field: 'gender', order: 'asc' },
      { field: 'qualityPoint', order: 'asc' },
    ]);
    expect(await header('Yaş')).toHaveAttribute('data-sort', 'none');
    expect(await header('Yaş')).toHaveAccessibleName('Yaş. Sıralama: sönülü');
    expect(await header('Cins')).toHaveAccessibleName('Cins. Sıralama: artan, prioritet 1');

    await user.click(screen.getByRole('button', { name: 'Sıralamanı sıfırla' }));
    await expectOrder([]);
    expect(screen.queryByRole('button', { name: 'Sıralamanı sıfırla' })).toBeNull();
  });

  it('starts from the sort in the URL and goes back to the first page on a new sort', async () => {
    const user = userEvent.setup();
    const records = Array.from({ length: 14 }, (_, i) => survey(i + 1, i % 2 === 0, i % 4, i % 5));
    const provider = surveyDataProvider(records);
    renderConsole('/survey?sort=qualityPoint:desc,age:asc', { dataProvider: provider });
    await waitFor(() =>
      expect(lastSort(provider)).toEqual([
        { field: 'qualityPoint', order: 'desc' },
        { field: 'age', order: 'asc' },
      ]),
    );
    await user.click(await screen.findByRole('button', { name: '2 səhifəsinə keç' }));
    await waitFor(() => expect(lastCall(provider).pagination?.page).toBe(2));
    await user.click(await header('Cins'));
    await waitFor(() => expect(lastCall(provider)).toMatchObject({ pagination: { page: 1 } }));
    expect(lastSort(provider)).toHaveLength(3);
  });

  it('says so when the surveys cannot be loaded', async () => {
    const provider = surveyDataProvider();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    provider.getList.mockRejectedValue(new Error('boom'));
    renderConsole('/survey', { dataProvider: provider });
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorğular yüklənərkən xəta baş verdi');
  });

  it('links to the statistics from its toolbar and from the menu, right after the surveys', async () => {
    renderConsole('/survey', { dataProvider: surveyDataProvider() });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('link', { name: /Statistika/ })).toHaveAttribute('href', '/survey/statistics');
    const menu = within(screen.getAllByRole('navigation')[0]).getAllByRole('menuitem');
    const names = menu.map((item) => item.textContent);
    expect(names[names.indexOf('Sorğular') + 1]).toBe('Statistika');
    expect(menu[names.indexOf('Statistika')]).toHaveAttribute('href', '/survey/statistics');
  });
});

describe('the survey detail modal', () => {
  it('opens from a row with every answer labelled, keeps the sort, and closes back to the list', async () => {
    const user = userEvent.setup();
    const provider = surveyDataProvider();
    renderConsole('/survey?sort=age:desc', { dataProvider: provider });
    const row = await rowOf(6);
    const link = within(row).getByRole('link', { name: 'Ətraflı: #6' });
    expect(link).toHaveAttribute('href', '/survey/6?sort=age:desc');
    await user.click(link);

    const dialog = await screen.findByRole('dialog', { name: 'Sorğu #6' });
    await waitFor(() => expect(provider.getOne).toHaveBeenCalledWith('survey', expect.objectContaining({ id: 6 })));
    const value = (label: string) => within(dialog).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    await waitFor(() => expect(value('Cins')).toHaveTextContent('Qadın'));
    expect(value('ID')).toHaveTextContent('6');
    expect(value('Status')).toHaveTextContent('Aktiv');
    expect(value('Yaş')).toHaveTextContent('24–34');
    expect(value('Keyfiyyət qiyməti')).toHaveTextContent('Əla');
    expect(value('Əlaqə mənbəyi')).toHaveTextContent('İnstaqram');
    expect(value('Şərh')).toHaveTextContent('Şərh 6');
    expect(value('Tarix')).toHaveTextContent('2026');
    // Answered in Russian: shown in Azerbaijani, level by level.
    expect(within(value('Xidmət')).getByText('Təmizlik').nextElementSibling).toHaveTextContent(/^Razı$/);
    expect(within(value('Məhsullar')).getByText('Desertlər').nextElementSibling).toHaveTextContent('Qismən məmnun');
    // The list behind kept its sort.
    expect(lastSort(provider)).toEqual([{ field: 'age', order: 'desc' }]);

    await user.click(within(dialog).getAllByRole('button', { name: 'Bağla' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastSort(provider)).toEqual([{ field: 'age', order: 'desc' }]);
  });

  it('opens on /survey/<id> and shows a deleted survey as deleted', async () => {
    renderConsole('/survey/3', { dataProvider: surveyDataProvider() });
    const dialog = await screen.findByRole('dialog', { name: 'Sorğu #3' });
    await waitFor(() => expect(within(dialog).getByText('Status', { selector: 'dt' }).nextElementSibling).toHaveTextContent('Silinib'));
  });

  it('shows an error for an unknown survey', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderConsole('/survey/99', { dataProvider: surveyDataProvider() });
    const dialog = await screen.findByRole('dialog', { name: 'Sorğu #99' });
    expect(await within(dialog).findByText('Sorğunu yükləmək alınmadı')).toBeInTheDocument();
  });
});

describe('survey delete and revert', () => {
  it('asks first, deletes, then reverts the survey', async () => {
    const user = userEvent.setup();
    const provider = surveyDataProvider();
    renderConsole('/survey', { dataProvider: provider });
    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Sil: #2' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(/sorğu "#2" silinsin\?/i);
    await user.click(within(confirm).getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(provider.delete).toHaveBeenCalledWith('survey', expect.objectContaining({ id: 2 })));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('row').find((r) => r.querySelector('td.column-id')?.textContent === '2')!).getByRole('button', {
          name: 'Geri qaytar: #2',
        }),
      ).toBeEnabled(),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Geri qaytar: #2' }));
    const again = await screen.findByRole('dialog');
    expect(again).toHaveTextContent(/sorğu "#2" geri qaytarılsın\?/i);
    await user.click(within(again).getByRole('button', { name: 'Geri qaytar' }));
    await waitFor(() => expect(provider.revert).toHaveBeenCalledWith('survey', 2));
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('row').find((r) => r.querySelector('td.column-id')?.textContent === '2')!).getByRole('button', {
          name: 'Sil: #2',
        }),
      ).toBeEnabled(),
    );
  });

  it('says "Sorğu silinərkən xəta baş verdi." when a delete fails, and the revert text when a revert fails', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const provider = surveyDataProvider();
    provider.delete.mockRejectedValueOnce(new Error('boom'));
    provider.revert.mockRejectedValueOnce(new Error('boom'));
    renderConsole('/survey', { dataProvider: provider });
    await user.click(within(await rowOf(2)).getByRole('button', { name: 'Sil: #2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sil' }));
    expect(await screen.findByText('Sorğu silinərkən xəta baş verdi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(await rowOf(3)).getByRole('button', { name: 'Geri qaytar: #3' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Geri qaytar' }));
    expect(await screen.findByText('Sorğu geri qaytarılarkən xəta baş verdi.')).toBeInTheDocument();
  });
});
