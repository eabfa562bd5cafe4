import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignaturePadDialog } from './SignaturePadDialog';
import type { TopazTablet } from './topazTablet';

vi.mock('signature_pad', () => ({
  default: class {
    addEventListener() {}
    removeEventListener() {}
    isEmpty() {
      return true;
    }
    clear() {}
    off() {}
  },
}));

const fakeContext = {
  scale: vi.fn(),
  setTransform: vi.fn(),
  clearRect: vi.fn(),
  fillText: vi.fn(),
  measureText: () => ({ width: 120 }),
} as unknown as CanvasRenderingContext2D;

beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fakeContext as never);
  vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,dHlwZWQ=');
});
afterEach(() => vi.restoreAllMocks());

function tablet(overrides: Partial<TopazTablet> = {}): TopazTablet {
  return {
    kind: 'sigweb',
    start: vi.fn(async () => undefined),
    capture: vi.fn(async () => 'data:image/png;base64,dG9wYXo='),
    clear: vi.fn(async () => undefined),
    stop: vi.fn(async () => undefined),
    ...overrides,
  };
}

describe('SignaturePadDialog', () => {
  it('defaults to the Topaz tablet when one is installed and saves its image', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const found = tablet();
    render(
      <SignaturePadDialog
        typedNameDefault=""
        onSave={onSave}
        onClose={() => undefined}
        detectTablet={async () => found}
      />,
    );
    const topaz = (await screen.findByRole('radio', { name: 'Topaz tablet' })) as HTMLInputElement;
    expect(topaz.checked).toBe(true);
    // The tablet starts in an effect after the radio shows: wait for it, not for a moment.
    await waitFor(() => expect(found.start).toHaveBeenCalled());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('data:image/png;base64,dG9wYXo=');
  });

  it('says so when nothing was signed on the tablet', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const found = tablet({ capture: async () => null });
    render(
      <SignaturePadDialog
        typedNameDefault=""
        onSave={onSave}
        onClose={() => undefined}
        detectTablet={async () => found}
      />,
    );
    await screen.findByRole('radio', { name: 'Topaz tablet' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Nothing was signed on the tablet yet.');
  });

  it('falls back to the mouse when the tablet fails to start', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = tablet({ start: async () => Promise.reject(new Error('no pad')) });
    render(
      <SignaturePadDialog
        typedNameDefault=""
        onSave={() => undefined}
        onClose={() => undefined}
        detectTablet={async () => failing}
      />,
    );
    expect(
      await screen.findByText('The Topaz tablet could not start; sign with the mouse instead.'),
    ).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Mouse or finger' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Topaz tablet' })).toBeNull();
    expect(warn).toHaveBeenCalled();
  });

  it('signs with a typed name for people who cannot draw', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <SignaturePadDialog
        typedNameDefault="Alex Rivera"
        onSave={onSave}
        onClose={() => undefined}
        detectTablet={async () => null}
      />,
    );
    await user.click(screen.getByRole('radio', { name: 'Typed name' }));
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Alex Rivera');
    expect(fakeContext.fillText).toHaveBeenCalledWith('Alex Rivera', 175, 75);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('data:image/png;base64,dHlwZWQ=');
  });
});
