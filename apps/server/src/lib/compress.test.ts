import zlib from 'node:zlib';
import { expect, test } from 'vitest';
import { createTestApp } from '../../test/app';
import { useTestDatabase } from '../../test/database';

const database = useTestDatabase();

test('JSON of 1 KB or more is sent gzip-compressed to clients that accept it, and only to them', async () => {
  const app = createTestApp(database().db);
  const url = '/api/subjects/Economia/units/4/questions';
  const plain = await app.request(url);
  expect(plain.headers.get('content-encoding')).toBeNull();
  const text = await plain.text();
  expect(text.length).toBeGreaterThan(1024);

  const zipped = await app.request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  expect(zipped.status).toBe(200);
  expect(zipped.headers.get('content-encoding')).toBe('gzip');
  expect(zipped.headers.get('vary')).toMatch(/accept-encoding/i);
  expect(zipped.headers.get('content-type')).toMatch(/^application\/json/);
  // The security headers survive the new body.
  expect(zipped.headers.get('content-security-policy')).toContain("default-src 'self'");
  const body = Buffer.from(await zipped.arrayBuffer());
  expect(body.length).toBeLessThan(text.length / 2);
  expect(zlib.gunzipSync(body).toString('utf8')).toBe(text);

  // Small bodies are not worth it.
  const health = await app.request('/api/health/live', { headers: { 'accept-encoding': 'gzip' } });
  expect(health.headers.get('content-encoding')).toBeNull();
  expect(await health.json()).toEqual({ status: 'ok' });
});
