import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Listens at once; requests that arrive before the app is composed wait for it (the 'app-ready' event) instead of hanging. */
export function listenEarly(port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    let handler: Handler | null = null;
    const waiting: Array<[IncomingMessage, ServerResponse]> = [];
    const server = createServer((req, res) => (handler ? handler(req, res) : waiting.push([req, res])));
    server.once('app-ready', (ready: Handler) => {
      handler = ready;
      for (const [req, res] of waiting.splice(0)) ready(req, res);
    });
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
