import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { useProgressiveCount } from './use-progressive-count';

afterEach(cleanup);

function List({ total }: { total: number }) {
  const shown = useProgressiveCount(total, 6);
  return (
    <ol>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>Questão {i + 1}</li>
      ))}
    </ol>
  );
}

test('a long list shows its first items at once and then every item, in order', async () => {
  render(<List total={20} />);
  expect(screen.getAllByRole('listitem')).toHaveLength(6);
  await screen.findByText('Questão 20');
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(
    Array.from({ length: 20 }, (_, i) => `Questão ${i + 1}`),
  );
});

test('a list that grows later (the data arrived) is shown whole, never more than it has', async () => {
  const { rerender } = render(<List total={0} />);
  expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  rerender(<List total={9} />);
  await screen.findByText('Questão 9');
  expect(screen.getAllByRole('listitem')).toHaveLength(9);
});
