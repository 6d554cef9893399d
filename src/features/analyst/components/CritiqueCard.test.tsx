// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CRITIQUE_FAILED, CRITIQUE_NO_KEY, CRITIQUE_OFFLINE } from '../analystCopy';
import { CritiqueCard } from './CritiqueCard';

afterEach(cleanup);

const critique = {
  model: 'gpt-6-luna',
  strengths: ['Bold outline.'],
  risks: [],
  suggestions: ['Open the hatching to 1.5 mm.'],
  createdAt: '2026-12-02T06:00:00.000Z',
};

describe('the critique card', () => {
  it("marks the model's lists as the model's and says so for an empty list", () => {
    render(<CritiqueCard state={{ state: 'ready', critique, saved: false }} retry={vi.fn()} />);
    expect(screen.getByTestId('critique-author').textContent).toContain('Written by gpt-6-luna');
    expect(screen.getByRole('heading', { name: /Critique/ })).toBeTruthy();
    expect(screen.getByTestId('critique-strengths').textContent).toContain('Bold outline.');
    expect(screen.getByTestId('critique-risks').textContent).toContain('Nothing noted.');
    expect(screen.getByTestId('analyst-critique').textContent).toContain('this text is not');
  });

  it('shows a loading state while the model writes', () => {
    render(<CritiqueCard state={{ state: 'loading' }} retry={null} />);
    expect(screen.getByRole('status').textContent).toContain('looking at the design');
    expect(screen.getByTestId('analyst-critique').getAttribute('aria-busy')).toBe('true');
  });

  it('a refusal: a clear message and Retry, which asks again', () => {
    const retry = vi.fn();
    render(<CritiqueCard state={{ state: 'failed', message: CRITIQUE_FAILED }} retry={retry} />);
    expect(screen.getByRole('alert').textContent).toBe(CRITIQUE_FAILED);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('no key or offline: one quiet line and no card; nothing while the provider is being checked', () => {
    const { rerender, container } = render(<CritiqueCard state={{ state: 'unavailable', why: 'no-key' }} retry={null} />);
    expect(screen.getByTestId('critique-unavailable').textContent).toBe(CRITIQUE_NO_KEY);
    expect(screen.queryByTestId('analyst-critique')).toBeNull();
    rerender(<CritiqueCard state={{ state: 'unavailable', why: 'offline' }} retry={null} />);
    expect(screen.getByTestId('critique-unavailable').textContent).toBe(CRITIQUE_OFFLINE);
    rerender(<CritiqueCard state={{ state: 'unavailable', why: 'checking' }} retry={null} />);
    expect(container.textContent).toBe('');
  });
});
