import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import AboutPage from './index';

describe('about page', () => {
  beforeAll(() => loadInEveryLanguage('about'));
  beforeEach(() => resetLanguage(2));

  it.each([
    [2, 'Ana səhifəFəlsəfə', 'Fəlsəfəmiz'],
    [1, 'HomePhilosophy', 'Our philosophy'],
    [3, 'ГлавнаяФилософия', 'Наша философия'],
  ] as const)('has the breadcrumb, title, three paragraphs and an image (language %i)', async (id, crumbs, title) => {
    await resetLanguage(id);
    const { container } = renderSuspended(<AboutPage />, '/about');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /Breadcrumb|Naviqasiya|Навигационная/ })).toHaveTextContent(crumbs);
    const paragraphs = container.querySelectorAll('.about__paragraph');
    expect(paragraphs).toHaveLength(3);
    paragraphs.forEach((p) => expect(p.textContent!.length).toBeGreaterThan(120));
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '480');
    expect(image).toHaveAttribute('height', '560');
    expect(image.getAttribute('alt')!.length).toBeGreaterThan(10);
  });
});
