import path from 'node:path';
import { expect, test } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config';

test('defaults need no environment at all', () => {
  const config = loadConfig({});
  expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'info' });
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.DATA_DIR).toBe(path.resolve('.data'));
});

test('a bad value stops start-up with a message that names the variable', () => {
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
  expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
  expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  expect(() => loadConfig({ CONTACT_EMAIL: 'not-an-email' })).toThrow(/CONTACT_EMAIL/);
});

test('empty strings count as unset', () => {
  expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({ PORT: 3000 });
});

test('SMTP without PUBLIC_URL is said at start-up: e-mailed links would point at localhost', () => {
  const [warning, ...more] = configWarnings(loadConfig({ SMTP_URL: 'smtp://mail.escola.pt:587' }));
  expect(warning).toContain('SMTP_URL sem PUBLIC_URL');
  expect(warning).toContain('http://localhost:3000');
  expect(more).toEqual([]);
  expect(
    configWarnings(
      loadConfig({ SMTP_URL: 'smtp://mail.escola.pt:587', PUBLIC_URL: 'https://nota20.pt' }),
    ),
  ).toEqual([]);
  expect(configWarnings(loadConfig({}))).toEqual([]);
});
