import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as a log line shows it: its form fields (password masked) and files. */
export interface WriteRequest {
  path: string;
  userAgent: string;
  fields: Record<string, string>;
  files: { field: string; filename: string; type: string; bytes: number }[];
  status: number;
  answer: string;
}

/** What the fake keeps of a product: its fields as last saved, and the photos taken (by image field). */
export interface FakeProduct {
  fields: Record<string, string>;
  images: Map<string, number>;
}

export interface WriteFake {
  url: string;
  requests: WriteRequest[];
  products: Map<string, FakeProduct>;
  /**
   * Makes the next `count` requests fail as a real service fails: `http`, HTTP 502 with an HTML page (a proxy in
   * front of a server that is down); `drop`, the connection closed without an answer. `path`: only requests to it.
   */
  failNext(count: number, how?: 'http' | 'drop', path?: string): void;
  /** The requests as log lines: method, path, fields, files, answer. */
  log(): string[];
  close(): Promise<void>;
}

/**
 * A local fake of Open Food Facts' write API (product WRITE API v2), answering as its Product Opener scripts do:
 * `POST /cgi/product_jqm2.pl` → `{status: 1, status_verbose: "fields saved"}` (`{status: 0, status_verbose: "no code or
 * invalid code"}` for a bad barcode, `"no user credentials"` without an account), and `POST /cgi/product_image_upload.pl`
 * → `{status: "status ok", imgid, image: {imgid, thumb_url, crop_url}, …}`, or `{status: "status not ok", error}` for a
 * missing file or a photo already sent ("This picture has already been sent."). Wrong credentials get what the real
 * service sends for them on these endpoints: an HTML error page with HTTP 403.
 */
export async function startOpenFoodFactsWriteFake(account: { user: string; password: string }): Promise<WriteFake> {
  const requests: WriteRequest[] = [];
  const products = new Map<string, FakeProduct>();
  /** Photos taken, by product: their content hashes, so a photo sent twice is recognised. */
  const seen = new Map<string, Map<string, number>>();
  let nextImgid = 1;
  let failures: { count: number; how: 'http' | 'drop'; path: string | undefined } = {
    count: 0,
    how: 'http',
    path: undefined,
  };

  const handle = async (req: IncomingMessage, res: ServerResponse, base: string) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? '/', base);
    const entry: WriteRequest = {
      path: url.pathname,
      userAgent: String(req.headers['user-agent'] ?? ''),
      fields: {},
      files: [],
      status: 0,
      answer: '',
    };
    requests.push(entry);
    let form: FormData | undefined;
    if (req.method === 'POST') {
      try {
        form = await new Request(url, {
          method: 'POST',
          headers: { 'content-type': String(req.headers['content-type'] ?? '') },
          body,
        }).formData();
      } catch {
        form = undefined;
      }
    }
    const files = new Map<string, Uint8Array>();
    for (const [name, value] of form?.entries() ?? []) {
      if (typeof value === 'string') {
        entry.fields[name] = name === 'password' ? '***' : value;
      } else {
        const bytes = new Uint8Array(await value.arrayBuffer());
        files.set(name, bytes);
        entry.files.push({ field: name, filename: value.name, type: value.type, bytes: bytes.byteLength });
      }
    }
    const send = (status: number, answer: unknown) => {
      const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
      entry.status = status;
      entry.answer = text;
      res.writeHead(status, {
        'content-type': typeof answer === 'string' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      });
      res.end(text);
    };

    if (failures.count > 0 && (failures.path === undefined || failures.path === url.pathname)) {
      failures.count--;
      if (failures.how === 'drop') {
        entry.status = -1;
        entry.answer = '(connection closed)';
        res.socket?.destroy();
        return;
      }
      return send(502, '<html><body><h1>502 Bad Gateway</h1></body></html>');
    }
    const user = form?.get('user_id');
    const password = form?.get('password');
    if (user !== null && user !== undefined && (user !== account.user || password !== account.password)) {
      return send(403, '<html><body><p>Incorrect user name or password.</p></body></html>');
    }
    const text = (name: string) => {
      const value = form?.get(name);
      return typeof value === 'string' ? value : '';
    };
    const code = text('code');

    if (url.pathname === '/cgi/product_jqm2.pl' && req.method === 'POST') {
      if (user === null || user === undefined) return send(200, { status: 0, status_verbose: 'no user credentials' });
      if (!/^\d{8,14}$/.test(code)) return send(200, { status: 0, status_verbose: 'no code or invalid code' });
      const product: FakeProduct = products.get(code) ?? { fields: {}, images: new Map<string, number>() };
      for (const [name, value] of Object.entries(entry.fields)) {
        if (name !== 'user_id' && name !== 'password' && name !== 'code') product.fields[name] = value;
      }
      products.set(code, product);
      return send(200, { status: 1, status_verbose: 'fields saved' });
    }

    if (url.pathname === '/cgi/product_image_upload.pl' && req.method === 'POST') {
      const imagefield = text('imagefield');
      const notOk = (error: string) =>
        send(200, { files: [{ filename: '' }], code, imagefield, status: 'status not ok', error });
      if (!/^\d{8,14}$/.test(code)) return notOk(`error - invalid product code: ${code}`);
      const file = files.get(`imgupload_${imagefield}`);
      if (!file) return notOk(`field imgupload_${imagefield} not set`);
      const hash = createHash('sha256').update(file).digest('hex');
      const taken = seen.get(code) ?? new Map<string, number>();
      seen.set(code, taken);
      if (taken.has(hash)) return notOk('This picture has already been sent.');
      const imgid = nextImgid++;
      taken.set(hash, imgid);
      const product: FakeProduct = products.get(code) ?? { fields: {}, images: new Map<string, number>() };
      product.images.set(imagefield, imgid);
      products.set(code, product);
      const path = code.replace(/^(\d{3})(\d{3})(\d{3})(\d+)$/, '$1/$2/$3/$4');
      return send(200, {
        files: [
          {
            filename: '',
            url: `/product/${code}`,
            name: product.fields[`product_name_${imagefield.split('_')[1] ?? ''}`] ?? code,
            thumbnailUrl: `/images/products/${path}/${imgid}.100.jpg`,
          },
        ],
        code,
        imagefield,
        imgid,
        status: 'status ok',
        image: { imgid, thumb_url: `${imgid}.100.jpg`, crop_url: `${imgid}.400.jpg` },
      });
    }
    return send(404, '<html><body><h1>Not found</h1></body></html>');
  };

  let base = '';
  const server: Server = createServer((req, res) => {
    handle(req, res, base).catch(() => {
      if (!res.headersSent) res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    products,
    failNext(count, how = 'http', path) {
      failures = { count, how, path };
    },
    log: () =>
      requests.map((r) => {
        const fields = Object.entries(r.fields)
          .map(([k, v]) => `${k}=${v.length > 60 ? `${v.slice(0, 57)}…` : v}`)
          .join(' ');
        const files = r.files.map((f) => ` ${f.field}=<${f.filename} ${f.type} ${f.bytes} B>`).join('');
        const answer = r.answer.length > 160 ? `${r.answer.slice(0, 157)}…` : r.answer;
        return `POST ${r.path} ${fields}${files} → ${r.status} ${answer}`;
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
