import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A browser's push subscription and the push service behind it, on loopback: the subscription's keys are made here
 * as a browser makes them (P-256 key pair, 16-byte auth secret), and each message the service receives is decrypted
 * as the browser would (RFC 8291, aes128gcm), so a test reads what the shopper's browser would show.
 */
export interface PushServiceFake {
  url: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** The messages received, decrypted, with the VAPID authorization and encoding they came with. */
  messages: { authorization: string; encoding: string; ttl: string; body: unknown }[];
  /** Answer 410 Gone from now on (the browser unsubscribed). */
  gone: boolean;
  close(): Promise<void>;
}

export async function startPushServiceFake(): Promise<PushServiceFake> {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const fake: PushServiceFake = {
    url: '',
    subscription: {
      endpoint: '',
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    messages: [],
    gone: false,
    close: async () => undefined,
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (fake.gone) return void res.writeHead(410).end();
      const body = decryptPush(Buffer.concat(chunks), ecdh.getPrivateKey(), auth);
      fake.messages.push({
        authorization: String(req.headers.authorization ?? ''),
        encoding: String(req.headers['content-encoding'] ?? ''),
        ttl: String(req.headers.ttl ?? ''),
        body: JSON.parse(body) as unknown,
      });
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.subscription.endpoint = `${fake.url}/push/subscription-1`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** Decrypts one aes128gcm Web Push body for the subscription's keys (RFC 8188 + RFC 8291). */
export function decryptPush(body: Buffer, ecdhPrivate: Buffer, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body[20] ?? 0;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(ecdhPrivate);
  const secret = ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  return padded.subarray(0, end).toString('utf8');
}
