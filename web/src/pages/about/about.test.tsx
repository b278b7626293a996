import type { LanguageId } from '@qahve/config';
import { screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect } from 'vitest';
import { itInEachLanguage, loadInEveryLanguage, renderSuspended, resetLanguage } from '../../test/render';
import AboutPage from './index';

describe('about page', () => {
  beforeAll(() => loadInEveryLanguage('about'));
  beforeEach(() => resetLanguage(2));

  const texts: Record<LanguageId, [string, string]> = {
    1: ['HomePhilosophy', 'Our philosophy'],
    2: ['Ana səhifəFəlsəfə', 'Fəlsəfəmiz'],
    3: ['ГлавнаяФилософия', 'Наша философия'],
  };
  itInEachLanguage('has the breadcrumb, title, three paragraphs and an image (language %i)', texts, async ([crumbs, title]) => {
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
