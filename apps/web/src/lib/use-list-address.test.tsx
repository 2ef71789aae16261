import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_PAUSE_MS, useListAddress } from './use-list-address';

function renderList(initial = '/operations?status=open&page=3') {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[initial]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListAddress(), { wrapper });
}

describe('useListAddress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes a typed search to q after the pause, back at page 1, keeping other choices', () => {
    const { result } = renderList();
    act(() => result.current.setText('smith'));
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS - 1);
    });
    expect(result.current.query).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current.params.toString()).toBe('status=open&q=smith');
    expect(result.current.page).toBe(1);
  });

  it('keeps a click made while a typed search is pending, with the search', () => {
    const { result } = renderList();
    act(() => result.current.setText('smith'));
    // The click and the pause ending land before the list re-renders (a busy machine).
    act(() => {
      result.current.update({ order: 'order-1' });
      vi.advanceTimersByTime(SEARCH_PAUSE_MS);
    });
    expect(result.current.params.get('order')).toBe('order-1');
    expect(result.current.params.get('q')).toBe('smith');
    act(() => {
      vi.advanceTimersByTime(SEARCH_PAUSE_MS * 2);
    });
    expect(result.current.params.get('order')).toBe('order-1');
  });

  it('keeps both of two writes made before a re-render', () => {
    const { result } = renderList('/orders');
    act(() => {
      result.current.update({ status: 'paid' });
      result.current.update({ page: '2' });
    });
    expect(result.current.params.toString()).toBe('status=paid&page=2');
  });

  it('removes a parameter given an empty value', () => {
    const { result } = renderList();
    act(() => result.current.update({ status: '' }));
    expect(result.current.params.toString()).toBe('page=3');
  });
});
