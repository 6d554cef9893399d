// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

afterEach(cleanup);

describe('Composer while the helper is answering', () => {
  it('keeps the text, does not send, and says why', () => {
    const onSend = vi.fn();
    render(<Composer personaName="Jess" initialDraft="make it small" busy onSend={onSend} onDraft={vi.fn()} />);
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox')).toHaveProperty('value', 'make it small');
    expect(screen.getByTestId('composer-wait').textContent).toContain('Jess is answering');
    expect(screen.getByRole('button', { name: /Send/ }).getAttribute('aria-describedby')).toBe(screen.getByTestId('composer-wait').id);
  });

  it('sends with Enter and shows no note when free', () => {
    const onSend = vi.fn();
    render(<Composer personaName="Jess" initialDraft="make it small" busy={false} onSend={onSend} onDraft={vi.fn()} />);
    expect(screen.queryByTestId('composer-wait')).toBeNull();
    fireEvent.keyDown(screen.getByRole('textbox'), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('make it small');
  });
});
