import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderConsole } from '../../test/render';
import { candidateRecords, candidatesDataProvider, candidatesQuery, lastCandidateList } from './testing';

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2].textContent);

/** Candidates 12 and 13 not opened yet. */
const withUnread = () => candidateRecords().map((r) => (r.id >= 12 ? { ...r, readAt: null } : r));

describe('unread candidates in the list', () => {
  it('sends the unread and from filters as query parameters', () => {
    expect(candidatesQuery({ unread: true, from: '2026-11-23' })).toEqual(expect.objectContaining({ unread: true, from: '2026-11-23' }));
  });

  it('shows the unread rows in bold with a "yeni" mark in words, and filters them with a toggle', async () => {
    const user = userEvent.setup();
    const provider = candidatesDataProvider(withUnread());
    renderConsole('/career-list', { dataProvider: provider });
    await screen.findByText('Ad11');
    expect(rowNames().slice(0, 3)).toEqual(['Ad13yeni', 'Ad12yeni', 'Ad11']);
    const marked = document.querySelectorAll('[data-unread="true"]');
    expect(marked).toHaveLength(2);
    expect(getComputedStyle(marked[0]).fontWeight).toBe('700');

    const toggle = screen.getByRole('button', { name: 'Yalnız oxunmamışlar' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({ unread: true }));
    await waitFor(() => expect(rowNames()).toEqual(['Ad13yeni', 'Ad12yeni']));
    expect(screen.getByRole('button', { name: 'Yalnız oxunmamışlar' })).toHaveAttribute('aria-pressed', 'true');

    // Off removes the filter (it never asks for the read ones only).
    await user.click(screen.getByRole('button', { name: 'Yalnız oxunmamışlar' }));
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({}));
  });

  it('opens with the dashboard link filters, and the "applied since" one can be removed', async () => {
    const user = userEvent.setup();
    const provider = candidatesDataProvider(withUnread());
    renderConsole(`/career-list?filter=${encodeURIComponent('{"unread":true,"from":"2026-11-23"}')}`, { dataProvider: provider });
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({ unread: true, from: '2026-11-23' }));
    expect(await screen.findByRole('button', { name: 'Yalnız oxunmamışlar' })).toHaveAttribute('aria-pressed', 'true');
    const since = screen.getByRole('button', { name: 'Filtri götür: 23.11.2026 tarixindən müraciət edənlər' });
    await user.click(since);
    await waitFor(() => expect(lastCandidateList(provider)?.filter).toEqual({ unread: true }));
    expect(screen.queryByRole('button', { name: /Filtri götür/ })).not.toBeInTheDocument();
  });
});
