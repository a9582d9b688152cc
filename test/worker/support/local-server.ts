/** A real HTTP server on 127.0.0.1 for fetcher tests; closes every socket on close. */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface LocalServer {
  /** `http://127.0.0.1:PORT` */
  origin: string;
  /** Requests seen, in order. */
  requests: { url: string; headers: IncomingMessage['headers'] }[];
  close(): Promise<void>;
}

export async function startLocalServer(handler: (req: IncomingMessage, res: ServerResponse) => void): Promise<LocalServer> {
  const sockets = new Set<Socket>();
  const requests: LocalServer['requests'] = [];
  const server = createServer((req, res) => {
    requests.push({ url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
