import type { Me } from '@nota20/core/contracts/me';
import { expect, test } from 'vitest';
import { createTestApp, ORIGIN } from '../../test/app';
import { useTestDatabase } from '../../test/database';
import { get, signUp } from '../../test/session';
import { useSmtpServer } from '../../test/smtp';

// Issue 21: with SMTP configured, a sign-up gets a link to confirm its address; the account
// works at once, and /api/me asks (calmly) until it is confirmed.

const database = useTestDatabase();
const smtp = useSmtpServer();

test('with SMTP a sign-up is e-mailed a confirmation link (plain text, no name in it); the account works at once', async () => {
  const app = createTestApp(database().db, { SMTP_URL: smtp.url() });
  const student = await signUp(app, { name: 'https://mau.example/entra' });
  const me = (await (await get(app, '/api/me', student.cookie)).json()) as Me;
  expect(me).toMatchObject({ emailVerified: false, confirmEmail: true });

  const mail = await smtp.mailTo(student.email);
  expect(mail?.text).toMatch(/Content-Type: text\/plain/i);
  expect(mail?.text).not.toMatch(/text\/html/i);
  expect(mail?.text).not.toContain('mau.example');
  const unfolded = (mail?.text ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /http:\/\/localhost:3000\/api\/auth\/verify-email\?token=[^\s]+/.exec(unfolded)?.[0];
  expect(link).toBeTruthy();

  const opened = await app.request(
    new URL(link ?? '', ORIGIN).pathname + new URL(link ?? '', ORIGIN).search,
  );
  expect(opened.status).toBe(302);
  const after = (await (await get(app, '/api/me', student.cookie)).json()) as Me;
  expect(after).toMatchObject({ emailVerified: true, confirmEmail: false });
});
