// A real HTTP receiver on a free port of the machine, for the webhook tests and the bench: it records every
// request it gets and answers with the status the test asks for.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

export interface TestReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status of the next answers (200 unless told). */
  answerWith(status: number, body?: string): void;
  close(): Promise<void>;
}

export async function startReceiver(path = '/webhooks'): Promise<TestReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  let answer = 'ok';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answerWith(next, body = next < 300 ? 'ok' : 'hiba') {
      status = next;
      answer = body;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
