import type { School } from '@nota20/core/contracts/schools';
import { X } from 'lucide-react';
import { useDeferredValue, useId, useState } from 'react';
import { useSchoolSearch } from '../api/search-schools';

/**
 * A searchable school list (ARIA combobox): type part of the name or the municipality, move
 * with the arrows, Enter chooses, Escape closes.
 */
export function SchoolPicker({
  value,
  onChange,
}: {
  value: School | null;
  onChange: (school: School | null) => void;
}) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const deferred = useDeferredValue(query.trim());
  const results = useSchoolSearch(deferred, open && deferred.length >= 2);
  const options = results.data ?? [];
  const choose = (school: School) => {
    onChange(school);
    setQuery('');
    setOpen(false);
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        Escola
      </label>
      {value ? (
        <div className="flex min-h-11 items-center justify-between gap-2 rounded-xl border border-slate-300 bg-white px-3 py-2">
          <span className="text-slate-900">
            {value.nome} <span className="text-slate-600">· {value.concelho}</span>
          </span>
          <button
            type="button"
            onClick={() => onChange(null)}
            className="grid size-9 place-items-center rounded-lg hover:bg-slate-100"
            aria-label="Remover a escola"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={
            open && options[active] ? `${id}-${options[active].id}` : undefined
          }
          placeholder={
            value
              ? 'Mudar de escola: escreve o nome ou o concelho'
              : 'Escreve o nome da escola ou o concelho'
          }
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
            setOpen(true);
          }}
          // On a phone the list would open under the keyboard and the bottom bar: give it room.
          onFocus={(e) => e.currentTarget.scrollIntoView({ block: 'start', behavior: 'smooth' })}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, options.length - 1));
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, 0));
            else if (e.key === 'Enter' && open && options[active]) choose(options[active]);
            else if (e.key === 'Escape') setOpen(false);
            else return;
            e.preventDefault();
          }}
          className="min-h-11 w-full scroll-mt-4 rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm hover:border-brand-600"
        />
        {open && deferred.length >= 2 ? (
          <ul
            id={`${id}-list`}
            role="listbox"
            aria-label="Escolas"
            className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-xl border border-slate-200 bg-white p-1 shadow-lg"
          >
            {options.length === 0 ? (
              <li className="px-3 py-2 text-sm text-slate-600">
                {results.isFetching ? 'A procurar…' : 'Nenhuma escola encontrada.'}
              </li>
            ) : (
              options.map((school, i) => (
                // The keyboard drives the list from the input (arrows, Enter), as the combobox pattern says.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <li
                  key={school.id}
                  id={`${id}-${school.id}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => choose(school)}
                  className={`cursor-pointer rounded-lg px-3 py-2 text-sm ${i === active ? 'bg-brand-50 text-brand-900' : 'text-slate-800'}`}
                >
                  {school.nome}{' '}
                  <span className="text-slate-600">
                    · {school.concelho}, {school.distrito}
                  </span>
                </li>
              ))
            )}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
