import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THEME_STORAGE_KEY } from '../../lib/theme';
import { renderWithProviders } from '../../testing/test-utils';
import { ThemeToggle } from '../theme-toggle';

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
});

afterEach(() => {
  window.localStorage.clear();
  document.documentElement.classList.remove('dark');
  vi.unstubAllGlobals();
});

describe('ThemeToggle', () => {
  it('should switch to dark, save the choice and back to light', async () => {
    const user = userEvent.setup();
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderWithProviders(<ThemeToggle />);

    await user.click(await screen.findByRole('button', { name: 'Switch to dark theme' }));

    expect(document.documentElement).toHaveClass('dark');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    expect(document.documentElement).not.toHaveClass('dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
  });

  it('should start from the saved choice', async () => {
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderWithProviders(<ThemeToggle />);
    expect(
      await screen.findByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });

  it('should follow a system switch to dark made while the page was still starting', async () => {
    // Light while the page renders; switched to dark just as the app starts listening.
    let dark = false;
    vi.stubGlobal('matchMedia', (query: string) => ({
      get matches() {
        return dark;
      },
      media: query,
      addEventListener: () => {
        dark = true;
      },
      removeEventListener: () => undefined,
    }));
    renderWithProviders(<ThemeToggle />);
    expect(
      await screen.findByRole('button', { name: 'Switch to light theme' }),
    ).toBeInTheDocument();
    expect(document.documentElement).toHaveClass('dark');
  });
});
