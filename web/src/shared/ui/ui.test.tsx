import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, resetLanguage } from '../../test/render';
import { Breadcrumb } from './Breadcrumb';
import { Image } from './Image';
import { Notification } from './Notification';

describe('shared UI', () => {
  beforeEach(() => resetLanguage(2));

  describe('Notification', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('announces success politely and errors assertively, and hides after 3 s', () => {
      const onClose = vi.fn();
      const { rerender } = render(<Notification notification={{ kind: 'success', message: 'Göndərildi' }} onClose={onClose} />);
      expect(screen.getByRole('status')).toHaveTextContent('Göndərildi');
      expect(screen.getByRole('status')).toHaveClass('notification--success');
      act(() => {
        vi.advanceTimersByTime(2999);
      });
      expect(onClose).not.toHaveBeenCalled();
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(onClose).toHaveBeenCalledTimes(1);

      rerender(<Notification notification={{ kind: 'error', message: 'Xəta' }} onClose={onClose} />);
      expect(screen.getByRole('alert')).toHaveClass('notification--error');
      fireEvent.click(screen.getByRole('button', { name: 'Bağla' }));
      expect(onClose).toHaveBeenCalledTimes(2);
    });
  });

  it('Breadcrumb reads Home / current', () => {
    renderAt(<Breadcrumb current="İnteryer" />);
    const nav = screen.getByRole('navigation', { name: 'Naviqasiya zənciri' });
    expect(nav).toHaveTextContent('Ana səhifəİnteryer');
    expect(screen.getByRole('link', { name: 'Ana səhifə' })).toHaveAttribute('href', '/');
    expect(screen.getByText('İnteryer')).toHaveAttribute('aria-current', 'page');
  });

  it('Image reserves its box, uses srcset/sizes, loads lazily unless priority, and falls back', () => {
    const { rerender } = render(
      <Image src="/uploads/a.jpg" srcSet="/uploads/small_a.jpg 500w, /uploads/a.jpg 1000w" sizes="50vw" alt="Latte" width={4} height={3} />,
    );
    const img = screen.getByRole('img', { name: 'Latte' });
    expect(img).toHaveAttribute('width', '4');
    expect(img).toHaveAttribute('height', '3');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('srcset', '/uploads/small_a.jpg 500w, /uploads/a.jpg 1000w');
    expect(img).toHaveAttribute('sizes', '50vw');

    rerender(<Image src="/uploads/a.jpg" alt="Latte" width={4} height={3} priority />);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');

    fireEvent.error(img);
    expect(img.getAttribute('src')).toContain('placeholder');
    expect(img).not.toHaveAttribute('srcset');

    rerender(<Image src={null} alt="None" width={1} height={1} />);
    expect(screen.getByRole('img', { name: 'None' }).getAttribute('src')).toContain('placeholder');
  });
});
