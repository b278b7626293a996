import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Branch } from '@qahve/config';
import { itInEachLanguage, loadInEveryLanguage, renderPage, resetLanguage } from '../../test/render';
import { answer, mockApi, paged, uploadedImage, type Route } from '../../test/testApi';
import { defaultBranchId } from './index';

const branch = (
  id: number,
  names: [string, string, string],
  images: number,
  isDeleted = false,
  place?: { addresses: [string, string, string]; latitude: number; longitude: number },
): Branch => ({
  id,
  isDeleted,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
  branchImages: Array.from({ length: images }, (_, i) => ({
    id: id * 100 + i,
    ...uploadedImage(`branch_${id}_${i}`, 1200),
  })),
  branchDictionaries: names.map((name, i) => ({
    id: id * 10 + i,
    languageId: (i + 1) as 1 | 2 | 3,
    name,
    address: place?.addresses[i] ?? null,
    imageAlt: null,
  })),
});

const OLD_CITY = {
  addresses: ['8 Gulle Street', 'Qüllə küçəsi 8', 'ул. Гюлля, 8'] as [string, string, string],
  latitude: 40.36627,
  longitude: 49.83698,
};

const BRANCHES = [
  branch(1, ['Old City', 'İçərişəhər', 'Ичеришехер'], 5, false, OLD_CITY),
  branch(3, ['Closed one', 'Bağlı', 'Закрытый'], 2, true),
  branch(4, ['Nizami Street', 'Nizami küçəsi', 'Улица Низами'], 4),
  branch(7, ['White City', 'Ağ Şəhər', 'Белый город'], 0),
];

/** Renders `route` with the API answering the branches with `branches` (by default, BRANCHES). */
async function renderInterior(route = '/interior', branches: Route = () => answer(paged(BRANCHES))) {
  mockApi({ 'client/Branches': branches });
  await renderPage('interior', route);
}

const selectedTab = () => screen.getAllByRole('tab').find((tab) => tab.getAttribute('aria-selected') === 'true');

describe('interior page', () => {
  beforeAll(() => loadInEveryLanguage('interior', 'notFound'));
  beforeEach(() => resetLanguage(2));

  it('picks the route branch, else the first non-deleted one', () => {
    const listed = BRANCHES.filter((b) => !b.isDeleted);
    expect(defaultBranchId(listed, '4')).toBe(4);
    expect(defaultBranchId(listed, undefined)).toBe(1);
    expect(defaultBranchId(listed, '3')).toBe(1); // deleted: not listed
    expect(defaultBranchId(listed, '999')).toBe(1);
    expect(defaultBranchId([], '4')).toBeUndefined();
  });

  it('shows one tab per non-deleted branch and selects the first by default', async () => {
    await renderInterior('/interior');
    const tablist = await screen.findByRole('tablist', { name: 'Filiallar' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['İçərişəhər', 'Nizami küçəsi', 'Ağ Şəhər']);
    expect(selectedTab()).toHaveTextContent('İçərişəhər');
    const panel = screen.getByRole('tabpanel', { name: 'İçərişəhər' });
    const images = within(panel).getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images[0]).toHaveAccessibleName('İçərişəhər, şəkil 1 / 5');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);
    expect(images[0]).toHaveAttribute('srcset', expect.stringContaining('1200w'));
    expect(images[0]).toHaveAttribute('sizes');
    expect(panel.querySelector('ul')).toHaveClass('interior-grid');
    // Its columns (1fr 3fr 1fr) are the style sheet's alone: no inline style.
    expect(panel.querySelector('ul')).not.toHaveAttribute('style');
  });

  it('shows the branch’s street and city in the page’s language, and gives them with its coordinates to search engines', async () => {
    await resetLanguage(3);
    await renderInterior('/interior');
    const panel = await screen.findByRole('tabpanel', { name: 'Ичеришехер' });
    expect(within(panel).getByText('ул. Гюлля, 8, Баку')).toHaveClass('interior__address');
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    expect(blocks.find((block) => block['@type'] === 'CafeOrCoffeeShop')).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: 'ул. Гюлля, 8', addressLocality: 'Баку', addressCountry: 'AZ' },
      geo: { '@type': 'GeoCoordinates', latitude: 40.36627, longitude: 49.83698 },
    });
  });

  // The photos' alt text the editors wrote: the page's language, else Azerbaijani; each photo keeps its number.
  const described: Branch = {
    ...BRANCHES[0],
    branchDictionaries: BRANCHES[0].branchDictionaries.map((d, i) => ({
      ...d,
      imageAlt: ['Armchairs by a window onto the old city wall', 'Qala divarına baxan pəncərə yanında kreslolar', ' '][i],
    })),
  };
  const photoNames = {
    1: 'Armchairs by a window onto the old city wall, photo 2 of 5',
    2: 'Qala divarına baxan pəncərə yanında kreslolar, şəkil 2 / 5',
    3: 'Qala divarına baxan pəncərə yanında kreslolar, фото 2 из 5',
  };
  itInEachLanguage('describes the photos with their alt text, else the Azerbaijani one (language %i)', photoNames, async (text) => {
    await renderInterior('/interior', () => answer(paged([described])));
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getAllByRole('img')[1]).toHaveAccessibleName(text);
  });

  it('shows no address line for a branch without one', async () => {
    await renderInterior('/interior/4');
    const panel = await screen.findByRole('tabpanel', { name: 'Nizami küçəsi' });
    expect(panel.querySelector('.interior__address')).toBeNull();
  });

  it('selects the branch of /interior/:branchId', async () => {
    await renderInterior('/interior/4');
    expect(await screen.findByRole('tabpanel', { name: 'Nizami küçəsi' })).toBeInTheDocument();
    expect(selectedTab()).toHaveTextContent('Nizami küçəsi');
    expect(selectedTab()).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'İçərişəhər' })).toHaveAttribute('tabindex', '-1');
  });

  it.each(['/interior/3', '/interior/999', '/interior/abc'])(
    'shows the not-found page for %s, a deleted or unknown branch (the server answers it 404)',
    async (route) => {
      await renderInterior(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Səhifə tapılmadı' })).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    },
  );

  it('moves with the arrow keys, Home and End, and writes the branch into the address', async () => {
    const user = userEvent.setup();
    await renderInterior('/interior');
    await screen.findByRole('tablist');
    await user.click(screen.getByRole('tab', { name: 'İçərişəhər' }));
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('Nizami küçəsi');
    expect(selectedTab()).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/interior/4');
    await user.keyboard('{End}');
    expect(selectedTab()).toHaveTextContent('Ağ Şəhər');
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toHaveTextContent('İçərişəhər'); // wraps around
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toHaveTextContent('Ağ Şəhər');
    await user.keyboard('{Home}');
    expect(selectedTab()).toHaveTextContent('İçərişəhər');
    expect(screen.getByTestId('location')).toHaveTextContent('/interior/1');
    await user.click(screen.getByRole('tab', { name: 'Nizami küçəsi' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/interior/4');
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });

  describe('states', () => {
    const failed = { 1: 'Error fetching data', 2: 'Məlumat yüklənərkən xəta baş verdi', 3: 'Ошибка при получении данных' };
    itInEachLanguage('shows "Error fetching data: {message}" on failure (language %i)', failed, async (text) => {
      await renderInterior('/interior', () => answer({ message: 'Service unavailable' }, 503));
      expect(await screen.findByRole('alert')).toHaveTextContent(`${text}: Service unavailable`);
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });

    it('retries after a failure', async () => {
      const user = userEvent.setup();
      let calls = 0;
      await renderInterior('/interior', () => (++calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : answer(paged(BRANCHES))));
      expect(await screen.findByRole('alert')).toHaveTextContent('Məlumat yüklənərkən xəta baş verdi: Failed to fetch');
      await user.click(screen.getByRole('button', { name: 'Yenidən cəhd edin' }));
      expect(await screen.findByRole('tablist')).toBeInTheDocument();
    });

    const noImages = { 1: 'No images available', 2: 'Şəkil yoxdur', 3: 'Нет доступных изображений' };
    itInEachLanguage('says "No images available" with no branches (language %i)', noImages, async (text) => {
      await renderInterior('/interior', () => answer(paged([BRANCHES[1]]))); // only a deleted one
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    });

    it('says "No images available" for a branch without photos', async () => {
      await resetLanguage(1);
      await renderInterior('/interior/7');
      const panel = await screen.findByRole('tabpanel', { name: 'White City' });
      expect(panel).toHaveTextContent('No images available');
      expect(within(panel).queryByRole('img')).not.toBeInTheDocument();
    });
  });
});
