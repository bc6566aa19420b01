import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';

export type ReceivedMail = { to: string; text: string };

/** A raw message's text with quoted-printable undone (soft line breaks joined, =XX as bytes). */
export function readable(raw: string): string {
  const unfolded = raw.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(unfolded[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A local SMTP server for the file's tests: `url()` for SMTP_URL, and `mailTo(address)` waits
 * (up to 2 s) for the raw message sent to that address.
 */
export function useSmtpServer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), text });
        callback();
      });
    },
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
  return {
    url: () => url,
    received,
    async mailTo(address: string): Promise<ReceivedMail | undefined> {
      for (let i = 0; i < 100 && !received.some((m) => m.to === address); i++)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return received.find((m) => m.to === address);
    },
  };
}
