import net from 'node:net';
import type { Plan } from '@nota20/core/contracts/plans';
import { expect, test } from 'vitest';
import { createTestApp } from '../../../test/app';
import { useTestDatabase } from '../../../test/database';
import { useHttpServer } from '../../../test/http-server';
import { get, jsonRequest, signUp } from '../../../test/session';

// Issue 21: a request with no body needs no content type (DELETE from curl or a mobile app).

const database = useTestDatabase();
const served = useHttpServer(() => database().db);

/** Sends exactly `head` (no Content-Length unless written) and returns the status line. */
function raw(head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(served.port(), '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString();
      if (received.includes('\r\n')) {
        socket.destroy();
        resolve(received.split('\r\n')[0] ?? '');
      }
    });
    socket.on('error', reject);
  });
}

test('DELETE /api/plans/:id and a body-less POST over a raw request, with no Content-Length, are served', async () => {
  const app = createTestApp(database().db);
  const student = await signUp(app);
  const created = await app.request(
    '/api/plans',
    jsonRequest(
      'POST',
      { disciplina: 'Economia', dataTeste: '2099-01-01', materiasSelecionadas: [1] },
      { cookie: student.cookie },
    ),
  );
  const plan = (await created.json()) as Plan;
  const deleted = await raw(
    `DELETE /api/plans/${plan.id} HTTP/1.1\r\nHost: 127.0.0.1:${served.port()}\r\nCookie: ${student.cookie}\r\nConnection: close\r\n\r\n`,
  );
  expect(deleted).toBe('HTTP/1.1 204 No Content');
  expect((await get(app, `/api/plans/${plan.id}`, student.cookie)).status).toBe(404);

  const signedOut = await raw(
    `POST /api/auth/sign-out HTTP/1.1\r\nHost: 127.0.0.1:${served.port()}\r\nCookie: ${student.cookie}\r\nConnection: close\r\n\r\n`,
  );
  expect(signedOut).toBe('HTTP/1.1 200 OK');
  expect((await get(app, '/api/me', student.cookie)).status).toBe(401);

  // A body still needs JSON.
  const form = await raw(
    `POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1:${served.port()}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 9\r\nConnection: close\r\n\r\nmessage=x`,
  );
  expect(form).toBe('HTTP/1.1 415 Unsupported Media Type');
});
