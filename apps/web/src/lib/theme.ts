import type { Preferences } from '@nota20/core/contracts/me';

const KEY = 'nota20-theme';
type Theme = Preferences['theme'];

/** Applies a theme now and remembers it for the next page load (read by public/theme.js). */
export function applyTheme(theme: Theme): void {
  try {
    localStorage.setItem(KEY, theme);
  } catch {
    // storage blocked: the theme still applies to this page
  }
  const dark =
    theme === 'dark' ||
    (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
}

export function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'light' || value === 'dark' || value === 'system' ? value : null;
  } catch {
    return null;
  }
}
