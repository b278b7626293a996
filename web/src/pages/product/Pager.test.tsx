import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, resetLanguage } from '../../test/render';
import { Pager } from './Pager';

const shown = () =>
  Array.from(screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('li')).map(
    (li) => li.textContent || (li.querySelector('a')?.getAttribute('aria-label') === 'Previous page' ? '<' : '>'),
  );

const href = (page: number) => `/product?page=${page}`;

describe('Pager', () => {
  beforeEach(() => resetLanguage(1, 'product'));

  it.each([
    [1, 5, ['<', '1', '2', '3', '4', '5', '>']],
    [3, 6, ['<', '1', '2', '3', '4', '5', '6', '>']],
    [2, 10, ['<', '1', '2', '3', '4', '…', '10', '>']],
    [8, 10, ['<', '1', '…', '7', '8', '9', '10', '>']],
    [6, 10, ['<', '1', '…', '5', '6', '7', '…', '10', '>']],
  ])('page %i of %i shows %j', (current, total, expected) => {
    renderAt(<Pager current={current} total={total} href={href} />, '/product?lang=en');
    expect(shown()).toEqual(expected);
    expect(screen.getByRole('link', { name: `Page ${current}` })).toHaveAttribute('aria-current', 'page');
  });

  it('links each page in the language read, hides the gaps from screen readers, and steps with previous / next', async () => {
    const onFollow = vi.fn();
    const user = userEvent.setup();
    renderAt(<Pager current={6} total={10} href={href} onFollow={onFollow} />, '/product?page=6&lang=en');
    for (const gap of screen.getAllByText('…')) expect(gap).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/product?page=7&lang=en');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/product?page=5&lang=en');
    expect(screen.getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '/product?page=10&lang=en');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product?page=7&lang=en');
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('has no address before the first page and after the last', () => {
    renderAt(<Pager current={1} total={2} href={href} />, '/product');
    expect(screen.getByRole('link', { name: 'Previous page' })).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/product?page=2&lang=en');
  });

  it('is left out for a single page', () => {
    const { container } = renderAt(<Pager current={1} total={1} href={href} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});
