import { act, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAP_CENTER } from '@qahve/config';
import { i18n } from '../../i18n';
import { loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import LocationMap from './LocationMap';
import LocationPage from './index';
import { openingTimes } from '../../shared/jsonLd';
import { EXTERNAL_MAP_URL } from './shop';

function renderLocation() {
  return renderSuspended(<LocationPage />, '/location');
}

const card = () => screen.getByRole('region', { name: /Bizə gəlin|Come and see us|Приходите к нам/ });

function jsonLd() {
  const script = document.querySelector('script[type="application/ld+json"]');
  expect(script).not.toBeNull();
  return JSON.parse(script!.textContent!);
}

describe('location page', () => {
  beforeAll(() => loadInEveryLanguage('location'));
  beforeEach(() => resetLanguage(2));

  it('has the breadcrumb Home / Location and the heading', async () => {
    renderLocation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Məkan' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Naviqasiya zənciri' });
    expect(crumbs).toHaveTextContent('Ana səhifəMəkan');
  });

  it('shows the address (to an external map), hours 8:00 - 23:00, phone, e-mail and two social links', async () => {
    renderLocation();
    await screen.findByRole('heading', { level: 1 });
    const box = card();
    const address = within(box).getByRole('link', { name: /Nizami küçəsi 28, Bakı AZ1010/ });
    expect(address).toHaveAttribute('href', EXTERNAL_MAP_URL);
    expect(address.getAttribute('href')).toContain(`${MAP_CENTER[0]}%2C${MAP_CENTER[1]}`);
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(box).toHaveTextContent('8:00 - 23:00');
    expect(within(box).getByRole('link', { name: '+994\u00a012\u00a0555\u00a000\u00a000' })).toHaveAttribute('href', 'tel:+994125550000');
    expect(within(box).getByRole('link', { name: 'info@qahveevi.az' })).toHaveAttribute('href', 'mailto:info@qahveevi.az');
    expect(within(box).getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', 'https://www.instagram.com/qahveevi/');
    expect(within(box).getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', 'https://www.facebook.com/qahveevi/');
  });

  it('writes the card in the language', async () => {
    await resetLanguage(3);
    renderLocation();
    expect(await screen.findByRole('heading', { level: 1, name: 'Местоположение' })).toBeInTheDocument();
    expect(card()).toHaveTextContent('Часы работы8:00 - 23:00Ежедневно');
    expect(within(card()).getByRole('link', { name: /ул\. Низами, 28, Баку AZ1010/ })).toBeInTheDocument();
  });

  it('carries schema.org CafeOrCoffeeShop data with address, geo, opening hours and phone', async () => {
    await resetLanguage(1);
    renderLocation();
    await screen.findByRole('heading', { level: 1 });
    const data = jsonLd();
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('CafeOrCoffeeShop');
    expect(data.name).toBe('Qahve Evi');
    expect(data.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '28 Nizami Street',
      addressLocality: 'Baku',
      postalCode: 'AZ1010',
      addressCountry: 'AZ',
    });
    expect(data.geo).toEqual({ '@type': 'GeoCoordinates', latitude: MAP_CENTER[0], longitude: MAP_CENTER[1] });
    // At least 5 decimals: what search engines ask of a place.
    for (const value of [data.geo.latitude, data.geo.longitude]) expect(String(value).split('.')[1].length).toBeGreaterThanOrEqual(5);
    expect(data['@id']).toBe(`${location.origin}/location?lang=en#shop`);
    expect(data.url).toBe(`${location.origin}/location?lang=en`);
    expect(data.hasMenu).toEqual({ '@id': `${location.origin}/menu?lang=en#menu` });
    expect(data.image).toBe(`${location.origin}/og-image.jpg`);
    expect(data.priceRange).toBe('₼₼');
    expect(data).not.toHaveProperty('inLanguage');
    expect(data.openingHours).toBe('Mo-Su 08:00-23:00');
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '08:00',
        closes: '23:00',
      },
    ]);
    expect(data.telephone).toBe('+994125550000');
    expect(data.email).toBe('info@qahveevi.az');
    expect(data.sameAs).toHaveLength(2);
  });

  it('reads WORKING_HOURS as schema.org times', () => {
    expect(openingTimes('8:00 - 23:00')).toEqual(['08:00', '23:00']);
    expect(openingTimes('9:30-18:00')).toEqual(['09:30', '18:00']);
  });
});

describe('location map', () => {
  beforeAll(() => i18n.loadNamespaces('location', 'az'));
  beforeEach(() => resetLanguage(2));

  it('is a named region with the 80x120 logo marker whose popup names the shop', async () => {
    render(<LocationMap name="Qahve Evi qəhvə evi" address="Nizami küçəsi 28, Bakı AZ1010" />);
    const region = screen.getByRole('region', { name: 'Xəritə: Qahve Evi Bakıda' });
    const marker = await within(region).findByRole('button', { name: 'Qahve Evi qəhvə evi' });
    expect(marker.tagName).toBe('IMG');
    expect(marker.getAttribute('src')).toMatch(/marker/);
    expect(marker).toHaveStyle({ width: '80px', height: '120px' });
    // The popup is open from the start.
    expect(await within(region).findByText('Nizami küçəsi 28, Bakı AZ1010')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Yaxınlaşdır' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Uzaqlaşdır' })).toBeInTheDocument();
  });

  it('keeps working, with a note, when the tiles cannot load', async () => {
    render(<LocationMap name="Qahve Evi" address="Baku" />);
    const region = screen.getByRole('region', { name: 'Xəritə: Qahve Evi Bakıda' });
    const tile = await vi.waitFor(() => {
      const img = region.querySelector<HTMLImageElement>('img.leaflet-tile');
      if (!img) throw new Error('no tile yet');
      return img;
    });
    expect(tile.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/17\//);
    act(() => {
      tile.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText('Xəritə yüklənmədi. Ünvan aşağıdadır.')).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Qahve Evi' })).toBeInTheDocument();
  });
});
