import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { get, jsonRequest, randomIp, signUp } from '../../../test/session';
import { readable, useSmtpServer } from '../../../test/smtp';
import { feedback, user } from '../../db/schema/index';

const database = useTestDatabase();
const app = () => createTestApp(database().db);
const smtp = useSmtpServer();

const metadata = {
  timestamp: '2026-11-22T10:00:00.000Z',
  device: {
    screenSize: '390x844',
    userAgent: 'Mozilla/5.0 (iPhone)',
    platform: 'iPhone',
    language: 'pt-PT',
  },
  url: 'http://localhost:3000/',
  userPreferences: { language: 'pt-PT', theme: 'dark' },
};

test('feedback is stored pending with its type, urgency, timestamps and device metadata', async () => {
  const response = await app().request(
    '/api/feedback',
    jsonRequest('POST', {
      type: 'Erro em Questão',
      message: 'A pergunta 3 da unidade 4 tem uma gralha.',
      urgency: 'high',
      timestamp: metadata.timestamp,
      metadata,
    }),
  );
  expect(response.status).toBe(201);
  const created = (await response.json()) as { id: string; status: string };
  expect(created.status).toBe('pending');
  const [row] = await database().db.select().from(feedback).where(eq(feedback.id, created.id));
  expect(row).toMatchObject({
    type: 'Erro em Questão',
    urgency: 'high',
    status: 'pending',
    timestamp: metadata.timestamp,
    metadata,
    userId: null,
  });
  expect(row?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
});

test('a signed-in student’s feedback carries their id; urgency defaults to normal', async () => {
  const student = await signUp(app());
  const response = await app().request(
    '/api/feedback',
    jsonRequest(
      'POST',
      { type: 'Nova Funcionalidade', message: 'Modo escuro no telemóvel!', metadata: {} },
      { cookie: student.cookie },
    ),
  );
  const { id } = (await response.json()) as { id: string };
  const [row] = await database().db.select().from(feedback).where(eq(feedback.id, id));
  const [owner] = await database().db.select().from(user).where(eq(user.email, student.email));
  expect(row).toMatchObject({ userId: owner?.id, urgency: 'normal' });
});

test('malformed or incomplete feedback is refused with the fields named', async () => {
  for (const body of [
    { type: 'Elogio', message: 'Olá' },
    { type: 'Problema Técnico', message: '   ' },
    { type: 'Problema Técnico', message: 'x', urgency: 'urgentíssimo' },
    { type: 'Problema Técnico', message: 'x', metadata: { device: { screenSize: 'grande' } } },
    { type: 'Problema Técnico', message: 'x', admin: true },
  ]) {
    const response = await app().request('/api/feedback', jsonRequest('POST', body));
    expect(response.status, JSON.stringify(body)).toBe(400);
    const error = (await response.json()) as { error: { code: string; issues: unknown[] } };
    expect(error.error.code).toBe('VALIDATION');
    expect(error.error.issues.length).toBeGreaterThan(0);
  }
  const huge = await app().request(
    '/api/feedback',
    jsonRequest('POST', { type: 'Problema Técnico', message: 'x'.repeat(70_000) }),
  );
  expect(huge.status).toBe(413);
});

test('feedback is rate-limited per address', async () => {
  const ip = randomIp();
  let last: Response | undefined;
  for (let i = 0; i < 21; i++) {
    last = await app().request(
      '/api/feedback',
      jsonRequest('POST', { type: 'Sugestão de Conteúdo', message: `Ideia ${i}` }, { ip }),
    );
  }
  expect(last?.status).toBe(429);
  expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
  const other = await app().request(
    '/api/feedback',
    jsonRequest('POST', { type: 'Sugestão de Conteúdo', message: 'Outra' }),
  );
  expect(other.status).toBe(201);
});

test('a contact message is stored as feedback of type Contacto with its subject, name and e-mail', async () => {
  const response = await app().request(
    '/api/contact',
    jsonRequest('POST', {
      subject: 'Parceria',
      name: 'Escola de Teste',
      email: 'direcao@escola.pt',
      message: 'Queremos usar o Nota20 nas aulas.',
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await database().db.select().from(feedback).where(eq(feedback.id, id));
  expect(row).toMatchObject({
    type: 'Contacto',
    status: 'pending',
    message: 'Queremos usar o Nota20 nas aulas.',
    metadata: {
      contact: { subject: 'Parceria', name: 'Escola de Teste', email: 'direcao@escola.pt' },
    },
  });
  const bad = await app().request(
    '/api/contact',
    jsonRequest('POST', { subject: 'Outro', name: '', email: 'x', message: '' }),
  );
  expect(bad.status).toBe(400);
});

test('the help form (Centro de ajuda) is stored under the student’s account and e-mailed to the team when SMTP is set', async () => {
  const withSmtp = createTestApp(database().db, {
    SMTP_URL: smtp.url(),
    CONTACT_EMAIL: 'equipa-ajuda@nota20.pt',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const student = await signUp(withSmtp, { name: 'Rita Moura' });
  const me = (await (await get(withSmtp, '/api/me', student.cookie)).json()) as { id: string };
  const body = { subject: 'Problema técnico', message: 'O teste não abre no meu telemóvel.' };

  const anonymous = await withSmtp.request('/api/support', jsonRequest('POST', body));
  expect(anonymous.status).toBe(401);

  const response = await withSmtp.request(
    '/api/support',
    jsonRequest('POST', body, { cookie: student.cookie }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await database().db.select().from(feedback).where(eq(feedback.id, id));
  expect(row).toMatchObject({
    type: 'Suporte',
    status: 'pending',
    message: 'O teste não abre no meu telemóvel.',
    userId: me.id,
    metadata: { support: { subject: 'Problema técnico' } },
  });

  const mail = readable((await smtp.mailTo('equipa-ajuda@nota20.pt'))?.text ?? '');
  expect(mail).toMatch(/^Subject: .*Suporte/m);
  expect(mail).toMatch(new RegExp(`^Reply-To: ${student.email}$`, 'im'));
  expect(mail).toContain('Rita Moura');
  expect(mail).toContain('O teste não abre no meu telemóvel.');

  const empty = await withSmtp.request(
    '/api/support',
    jsonRequest('POST', { subject: 'Outra coisa', message: ' ' }, { cookie: student.cookie }),
  );
  expect(empty.status).toBe(400);
});

test('a contact message is e-mailed to the team, answered to the address the form gave', async () => {
  const withSmtp = createTestApp(database().db, {
    SMTP_URL: smtp.url(),
    CONTACT_EMAIL: 'equipa-contacto@nota20.pt',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const response = await withSmtp.request(
    '/api/contact',
    jsonRequest('POST', {
      subject: 'Parceria',
      name: 'Escola de Teste',
      email: 'direcao@escola.pt',
      message: 'Queremos usar o Nota20 nas aulas.',
    }),
  );
  expect(response.status).toBe(201);
  const mail = readable((await smtp.mailTo('equipa-contacto@nota20.pt'))?.text ?? '');
  expect(mail).toMatch(/^Reply-To: direcao@escola\.pt$/im);
  expect(mail).toContain('Queremos usar o Nota20 nas aulas.');
});
