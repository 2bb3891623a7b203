// A real SMTP server on loopback for tests: it accepts every message and keeps it decoded
// (subject, text body) in memory. Can be switched "down" to refuse mail, to test retries, and can
// pause before its greeting (`greetingDelayMs`) like a real server that is slow to say hello.
import { SMTPServer } from 'smtp-server';

function decodeWords(value) {
  return value.replace(/=\?([^?]+)\?([BQbq])\?([^?]*)\?=\s*/g, (_, charset, enc, data) => {
    const buf =
      enc.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64')
        : Buffer.from(
            data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          );
    return buf.toString(charset.toLowerCase() === 'utf-8' ? 'utf8' : 'latin1');
  });
}

function splitHead(raw) {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers, body) {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** Parses a raw RFC 5322 message into { headers, subject, text, html }. */
export function parseMail(raw) {
  const { headers, body } = splitHead(raw);
  const type = headers['content-type'] ?? 'text/plain';
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith('--')) break;
      const inner = parseMail(part.replace(/^\r?\n/, ''));
      text ||= inner.text;
      html ||= inner.html;
    }
  } else if (type.startsWith('text/html')) {
    html = decodeBody(headers, body);
  } else {
    text = decodeBody(headers, body);
  }
  return { headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n'), html };
}

/** Starts the sink on 127.0.0.1:port (0 = any free port); each connection waits greetingDelayMs for its greeting. */
export async function startMailSink({ port = 0, greetingDelayMs = 0 } = {}) {
  const messages = [];
  let down = false;
  const refusal = () => (down ? Object.assign(new Error('Service unavailable'), { responseCode: 421 }) : undefined);
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onConnect(_session, callback) {
      const answer = () => callback(refusal());
      if (greetingDelayMs > 0) setTimeout(answer, greetingDelayMs);
      else answer();
    },
    // "Down" also refuses mail on connections opened before (a client's pooled ones).
    onMailFrom(_address, _session, callback) {
      callback(refusal());
    },
    onData(stream, session, callback) {
      const chunks = [];
      stream.on('data', (c) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({
          ...parseMail(raw),
          raw,
          envelopeFrom: session.envelope.mailFrom?.address ?? '',
          envelopeTo: session.envelope.rcptTo.map((r) => r.address),
          connection: session.id,
          receivedAt: new Date().toISOString(),
        });
        callback();
      });
    },
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const address = server.server.address();
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    clear: () => messages.splice(0),
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
