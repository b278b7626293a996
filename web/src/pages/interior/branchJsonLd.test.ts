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

  it('names the plain addresses in Azerbaijani, and no picture when the branch has none', () => {
    const block = branchJsonLd({ name: 'İçərişəhər', path: '/interior', images: [], origin: ORIGIN, locale: 'az' });
    expect(block).toMatchObject({ url: `${ORIGIN}/interior`, hasMenu: { '@id': `${ORIGIN}/menu#menu` } });
    expect(block).not.toHaveProperty('image');
  });
});
