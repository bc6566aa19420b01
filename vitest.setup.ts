import { afterEach, vi } from 'vitest';

// docs/code-style.md: console.error in a test is a failure, so unexpected errors never scroll by unseen.
const consoleError = vi.spyOn(console, 'error');

afterEach(() => {
  const calls = consoleError.mock.calls;
  consoleError.mockClear();
  if (calls.length > 0) {
    throw new Error(
      `console.error was called:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`,
    );
  }
});
