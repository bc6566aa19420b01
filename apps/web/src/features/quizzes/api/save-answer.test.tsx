import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, expect, test, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useSaveAnswer } from './save-answer';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a save still waiting its turn when the test is handed in is not sent; the ones before are', async () => {
  // The first PUT hangs until released, so the second waits behind it (one test's saves run
  // one after another).
  let release = () => {};
  const fetch = vi.fn<(url: string) => Promise<Response>>(
    () =>
      new Promise<Response>((resolve) => {
        release = () => resolve(new Response(null, { status: 204 }));
      }),
  );
  vi.stubGlobal('fetch', fetch);
  let handedIn = false;
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(() => useSaveAnswer('q1', { handedIn: () => handedIn }), {
    wrapper,
  });

  act(() => result.current.mutate({ n: 9, answer: { selected: 'A' } }));
  act(() => result.current.mutate({ n: 10, answer: { selected: 'B' } }));
  await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  handedIn = true;
  release();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));

  expect(fetch).toHaveBeenCalledTimes(1);
  expect(fetch.mock.calls[0]?.[0]).toBe('/api/quizzes/q1/answers/9');
});
