import { describe, expect, it } from 'vitest';
import {
  TOAST_DEFAULT_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  createToastRecord,
  initialToastState,
  toastReducer,
  type ToastState,
} from './toast-reducer.ts';

const add = (state: ToastState, id: string) =>
  toastReducer(state, { type: 'ADD_TOAST', toast: createToastRecord(id, { title: id }) });

describe('toastReducer', () => {
  it('uses the product-spec constants', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DEFAULT_DURATION).toBe(5000);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('creates open records with defaults', () => {
    expect(createToastRecord('a', { title: 'Saved' })).toEqual({
      id: 'a', title: 'Saved', description: undefined, variant: 'default', duration: 5000, open: true,
    });
  });

  it('keeps only one toast: a new toast replaces the visible one', () => {
    const one = add(initialToastState, 'a');
    expect(one.toasts.map((t) => t.id)).toEqual(['a']);
    const two = add(one, 'b');
    expect(two.toasts.map((t) => t.id)).toEqual(['b']);
    expect(two.toasts[0]!.open).toBe(true);
  });

  it('updates a toast by id without touching others', () => {
    const state = add(initialToastState, 'a');
    const next = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'a', title: 'Changed', variant: 'success' } });
    expect(next.toasts[0]).toMatchObject({ id: 'a', title: 'Changed', variant: 'success', open: true });
    expect(toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: 'zzz', title: 'x' } }).toasts[0]!.title).toBe('a');
  });

  it('dismiss closes immediately but keeps the record until removal', () => {
    const state = add(initialToastState, 'a');
    const dismissed = toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(dismissed.toasts).toHaveLength(1);
    expect(dismissed.toasts[0]!.open).toBe(false);
    expect(toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'other' }).toasts[0]!.open).toBe(true);
    expect(toastReducer(state, { type: 'DISMISS_TOAST' }).toasts[0]!.open).toBe(false);
  });

  it('remove purges one record, or all without an id', () => {
    const state = toastReducer(add(initialToastState, 'a'), { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'a' }).toasts).toEqual([]);
    expect(toastReducer(state, { type: 'REMOVE_TOAST', toastId: 'b' }).toasts).toHaveLength(1);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  it('does not mutate the previous state', () => {
    const state = add(initialToastState, 'a');
    const snapshot = structuredClone(state);
    toastReducer(state, { type: 'DISMISS_TOAST', toastId: 'a' });
    expect(state).toEqual(snapshot);
  });
});
