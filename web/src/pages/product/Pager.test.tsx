import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetLanguage } from '../../test/render';
import { Pager } from './Pager';

const shown = () =>
  Array.from(screen.getByRole('navigation', { name: 'Pages' }).querySelectorAll('li')).map(
    (li) => li.textContent || (li.querySelector('button')?.getAttribute('aria-label') === 'Previous page' ? '<' : '>'),
  );

describe('Pager', () => {
  beforeEach(() => resetLanguage(1, 'product'));

  it.each([
    [1, 5, ['<', '1', '2', '3', '4', '5', '>']],
    [3, 6, ['<', '1', '2', '3', '4', '5', '6', '>']],
    [2, 10, ['<', '1', '2', '3', '4', '…', '10', '>']],
    [8, 10, ['<', '1', '…', '7', '8', '9', '10', '>']],
    [6, 10, ['<', '1', '…', '5', '6', '7', '…', '10', '>']],
  ])('page %i of %i shows %j', (current, total, expected) => {
    render(<Pager current={current} total={total} onChange={() => {}} />);
    expect(shown()).toEqual(expected);
    expect(screen.getByRole('button', { name: `Page ${current}` })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the gaps from screen readers, and steps with previous / next', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Pager current={6} total={10} onChange={onChange} />);
    for (const gap of screen.getAllByText('…')) expect(gap).toHaveAttribute('aria-hidden', 'true');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onChange.mock.calls).toEqual([[7], [5], [10]]);
  });

  it('is left out for a single page', () => {
    const { container } = render(<Pager current={1} total={1} onChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
