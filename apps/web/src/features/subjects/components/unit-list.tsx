import type { SchoolYear, Subject } from '@nota20/core/contracts/subjects';
import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/states';
import { paths } from '../../../lib/paths';
import { unitLabel } from '@nota20/core/units';

const YEARS = [
  { value: '10', label: '10º Ano' },
  { value: '11', label: '11º Ano' },
] as const;

/** Spec §2 /economia/fichas: a 10º/11º Ano toggle (default 10) and that year's units. */
export function UnitList({ subject }: { subject: Subject }) {
  const [year, setYear] = useState<SchoolYear>(10);
  const units = subject.units.filter((u) => u.year === year);
  return (
    <div>
      <ToggleGroup.Root
        type="single"
        value={String(year)}
        onValueChange={(value) => {
          // Radix lets a click on the active item clear the value; a year must stay chosen.
          if (value === '10' || value === '11') setYear(Number(value) as SchoolYear);
        }}
        aria-label="Ano de escolaridade"
        className="inline-flex rounded-xl border border-slate-300 bg-white p-1"
      >
        {YEARS.map((y) => (
          <ToggleGroup.Item
            key={y.value}
            value={y.value}
            className="min-h-11 rounded-lg px-5 text-sm font-semibold text-slate-700 data-[state=on]:bg-brand-700 data-[state=on]:text-white"
          >
            {y.label}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      {units.length === 0 ? (
        <div className="mt-6">
          <EmptyState>Ainda não há unidades deste ano. Experimenta o outro ano.</EmptyState>
        </div>
      ) : (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {units.map((unit) => (
            <li
              key={unit.id}
              className="flex flex-col justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <div>
                <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                  {unitLabel(unit)}
                </p>
                <h3 className="mt-1 font-bold text-slate-900">{unit.name}</h3>
              </div>
              <ButtonLink
                to={paths.worksheet(subject.id, unit.number)}
                variant="secondary"
                aria-label={`ABRIR a ficha da unidade ${unit.number}: ${unit.name}`}
              >
                ABRIR
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
