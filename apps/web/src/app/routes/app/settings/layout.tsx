import { NavLink, Outlet } from 'react-router';
import { PageHeader } from '../../../../components/ui/page-header';
import { paths } from '../../../../lib/paths';

const GROUPS = [
  {
    title: 'Conta',
    links: [
      { to: paths.settingsPage('profile'), label: 'Perfil' },
      { to: paths.settingsPage('preferences'), label: 'Preferências' },
      { to: paths.settingsPage('connected-accounts'), label: 'Contas Conectadas' },
      { to: paths.settingsPage('privacy'), label: 'T&C e Privacidade' },
    ],
  },
  { title: 'Suporte', links: [{ to: paths.settingsPage('support'), label: 'Centro de ajuda' }] },
] as const;

/** Spec §2 settings: the two sidebar groups (subscription has a page but no link). */
export function Component() {
  return (
    <>
      <PageHeader title="Definições" />
      <div className="grid gap-8 md:grid-cols-[13rem_1fr]">
        <nav aria-label="Definições" className="flex flex-col gap-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="px-3 text-xs font-bold tracking-wider text-slate-600 uppercase">
                {group.title}
              </h2>
              <ul className="mt-1">
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      className={({ isActive }) =>
                        `flex min-h-11 items-center rounded-xl px-3 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`
                      }
                    >
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <div>
          <Outlet />
        </div>
      </div>
    </>
  );
}
