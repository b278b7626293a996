import { describe, expect, it } from 'vitest';
import { branchJsonLd } from './branchJsonLd';

const ORIGIN = 'https://qahveevi.az';

describe('a branch as schema.org CafeOrCoffeeShop', () => {
  it('has its name, photos, the stated hours, phone and price range, its menu and the brand’s coffee house by @id', () => {
    const block = branchJsonLd({
      name: 'Улица Низами',
      path: '/interior/4',
      images: [
        { id: 1, imageUrl: '/uploads/branch_nizami_1.jpg' },
        { id: 2, imageUrl: '/uploads/branch_nizami_2.jpg' },
      ],
      origin: ORIGIN,
      locale: 'ru',
    });
    expect(block).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CafeOrCoffeeShop',
      '@id': `${ORIGIN}/interior/4?lang=ru#branch`,
      name: 'Qahve Evi — Улица Низами',
      url: `${ORIGIN}/interior/4?lang=ru`,
      image: [`${ORIGIN}/uploads/branch_nizami_1.jpg`, `${ORIGIN}/uploads/branch_nizami_2.jpg`],
      priceRange: '₼₼',
      telephone: '+994125550000',
      openingHours: 'Mo-Su 08:00-23:00',
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
          opens: '08:00',
          closes: '23:00',
        },
      ],
      hasMenu: { '@id': `${ORIGIN}/menu?lang=ru#menu` },
      parentOrganization: { '@id': `${ORIGIN}/location?lang=ru#shop` },
    });
  });

  it('carries the branch’s street address in the page’s language and its coordinates', () => {
    const block = branchJsonLd({
      name: 'Nizami Street',
      path: '/interior/4',
      images: [],
      origin: ORIGIN,
      locale: 'en',
      address: ' 64 Nizami Street ',
      city: 'Baku',
      latitude: 40.37295,
      longitude: 49.84512,
    });
    expect(block).toMatchObject({
      address: { '@type': 'PostalAddress', streetAddress: '64 Nizami Street', addressLocality: 'Baku', addressCountry: 'AZ' },
      geo: { '@type': 'GeoCoordinates', latitude: 40.37295, longitude: 49.84512 },
    });
    // Without a city text, the street and the country alone.
    const noCity = branchJsonLd({
      name: 'Nizami küçəsi',
      path: '/interior/4',
      images: [],
      origin: ORIGIN,
      locale: 'az',
      address: 'Nizami küçəsi 64',
    });
    expect(noCity).toHaveProperty('address', { '@type': 'PostalAddress', streetAddress: 'Nizami küçəsi 64', addressCountry: 'AZ' });
    expect(noCity).not.toHaveProperty('geo');
  });

  it('has no address or geo when the branch has neither (a blank address, one coordinate alone)', () => {
    for (const place of [{}, { address: null, latitude: null, longitude: null }, { address: '  ', city: 'Bakı', latitude: 40.4 }]) {
      const block = branchJsonLd({ name: 'Gənclik', path: '/interior/9', images: [], origin: ORIGIN, locale: 'az', ...place });
      expect(block).not.toHaveProperty('address');
      expect(block).not.toHaveProperty('geo');
    }
  });

  it('names the plain addresses in Azerbaijani, and no picture when the branch has none', () => {
    const block = branchJsonLd({ name: 'İçərişəhər', path: '/interior', images: [], origin: ORIGIN, locale: 'az' });
    expect(block).toMatchObject({ url: `${ORIGIN}/interior`, hasMenu: { '@id': `${ORIGIN}/menu#menu` } });
    expect(block).not.toHaveProperty('image');
  });
});
