import { expect, test } from 'vitest';
import { pageMeta, sitemapPaths } from './site-pages';

const subjects = [
  {
    id: 'Economia',
    name: 'Economia A',
    practice: true,
    units: [{ number: 4, name: 'IV - Preços e mercados' }],
  },
  { id: 'Historia', name: 'História', practice: false, units: [{ number: 1, name: 'Raízes' }] },
];

test('known pages have their meta; subject pages are named after the subject and unit', () => {
  expect(pageMeta('/', subjects)?.title).toBe('Prepara-te para os exames nacionais');
  expect(pageMeta('/termos/', subjects)?.title).toBe('Termos e condições');
  expect(pageMeta('/economia/exames', subjects)?.title).toBe('Exames nacionais de Economia A');
  expect(pageMeta('/economia/fichas/Unidade/4', subjects)?.title).toBe(
    'IV - Preços e mercados — ficha de Economia A',
  );
  expect(pageMeta('/app/settings/profile', subjects)).toMatchObject({ index: false });
});

test('unknown paths, catalogue-only subjects and missing units have no page', () => {
  expect(pageMeta('/isto-nao-existe', subjects)).toBeUndefined();
  expect(pageMeta('/historia', subjects)).toBeUndefined();
  expect(pageMeta('/economia/fichas/Unidade/99', subjects)).toBeUndefined();
  expect(pageMeta('/economia/outra-coisa', subjects)).toBeUndefined();
});

test('the sitemap lists indexable pages and every worksheet of the practice subjects', () => {
  const paths = sitemapPaths(subjects);
  expect(paths).toContain('/contactos');
  expect(paths).toContain('/economia/fichas/Unidade/4');
  expect(paths).not.toContain('/esqueci-palavra-passe');
  expect(paths.some((p) => p.startsWith('/historia'))).toBe(false);
});
