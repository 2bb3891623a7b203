// The mail sink as a process for browser tests: SMTP on E2E_SMTP_PORT, and an HTTP API on
// E2E_MAIL_HTTP_PORT: GET /messages (JSON), DELETE /messages, POST /down, POST /up.
import http from 'node:http';
import { startMailSink } from './mail-sink.mjs';

const sink = await startMailSink({ port: Number(process.env.E2E_SMTP_PORT ?? 2525) });
const api = http.createServer((req, res) => {
  const send = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.url === '/messages' && req.method === 'GET') return send(200, sink.messages);
  if (req.url === '/messages' && req.method === 'DELETE') return send(200, sink.clear().length);
  if (req.url === '/down' && req.method === 'POST') return send(200, sink.setDown(true) ?? true);
  if (req.url === '/up' && req.method === 'POST') return send(200, sink.setDown(false) ?? true);
  if (req.url === '/health') return send(200, 'ok');
  send(404, 'not found');
});
api.listen(Number(process.env.E2E_MAIL_HTTP_PORT ?? 2580), '127.0.0.1');
const stop = async () => {
  api.close();
  await sink.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
