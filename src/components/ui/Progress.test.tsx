// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { normalizeProgress, Progress } from './Progress.tsx';

afterEach(cleanup);

describe('Progress', () => {
  it('clamps the value between 0 and max', () => {
    expect(normalizeProgress(-5)).toEqual({ value: 0, max: 100 });
    expect(normalizeProgress(150)).toEqual({ value: 100, max: 100 });
    expect(normalizeProgress(3, 4)).toEqual({ value: 3, max: 4 });
    expect(normalizeProgress(Number.NaN, 10)).toEqual({ value: 0, max: 10 });
  });

  it('falls back to 100 for a max that is not positive', () => {
    expect(normalizeProgress(50, 0).max).toBe(100);
    expect(normalizeProgress(50, -1).max).toBe(100);
    expect(normalizeProgress(50, Number.POSITIVE_INFINITY).max).toBe(100);
  });

  it('exposes a progressbar with its value', () => {
    render(<Progress value={42} label="Progression" />);
    const bar = screen.getByRole('progressbar', { name: 'Progression' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('42%');
  });
});
