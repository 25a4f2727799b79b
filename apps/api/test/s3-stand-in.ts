import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An object as the stand-in keeps it. */
export interface StandInObject {
  bytes: Buffer;
  contentType: string | undefined;
  cacheControl: string | undefined;
}

/** A running stand-in: its endpoint, its credentials, what it holds and every request it answered. */
export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StandInObject>;
  requests: { method: string; key: string; status: number }[];
  close: () => Promise<void>;
}

const sha256 = (data: Buffer | string): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string): Buffer => createHmac('sha256', key).update(data).digest();

function errorXml(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`,
  );
}

/**
 * Checks an AWS Signature Version 4 `Authorization` header as S3 does: the canonical request (method, path,
 * sorted query, signed headers, payload hash), the string to sign and the key derived from the secret.
 */
function signatureMatches(req: IncomingMessage, body: Buffer, stand: S3StandIn): boolean {
  const auth = req.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, accessKeyId, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKeyId !== stand.accessKeyId || region !== stand.region) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return false;
  const [path = '', rawQuery = ''] = (req.url ?? '').split('?');
  const query = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => (pair.includes('=') ? pair : `${pair}=`))
    .sort()
    .join('&');
  const headers = (signedHeaders ?? '')
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, path, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', String(req.headers['x-amz-date']), scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${stand.secretAccessKey}`, date ?? '');
  for (const part of [region ?? '', 's3', 'aws4_request']) key = hmac(key, part);
  const expected = Buffer.from(hmac(key, toSign).toString('hex'));
  const given = Buffer.from(signature ?? '');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * A local stand-in for an S3-compatible service, for tests: path-style `PUT`, `GET` and `HEAD` of objects in
 * one bucket (PutObject, GetObject, HeadObject), every request checked for a valid SigV4 signature, answered
 * with S3's status codes and XML errors. Product code talks to it through the AWS SDK exactly as to S3.
 */
export async function startS3StandIn(bucket = 'uploads-test'): Promise<S3StandIn> {
  let server: Server | null = null;
  const stand: S3StandIn = {
    endpoint: '',
    bucket,
    region: 'us-east-1',
    accessKeyId: 'STANDINACCESSKEY',
    secretAccessKey: 'stand-in-secret-access-key',
    objects: new Map(),
    requests: [],
    close: () => new Promise((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = decodeURIComponent((req.url ?? '').split('?')[0] ?? '');
    const prefix = `/${bucket}/`;
    const key = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    const answer = (status: number) => stand.requests.push({ method: req.method ?? '', key, status });
    if (!signatureMatches(req, body, stand)) {
      answer(403);
      return errorXml(res, 403, 'SignatureDoesNotMatch');
    }
    if (!key) {
      answer(404);
      return errorXml(res, 404, 'NoSuchBucket');
    }
    const found = stand.objects.get(key);
    const etag = found ? `"${createHash('md5').update(found.bytes).digest('hex')}"` : '';
    if (req.method === 'PUT') {
      const stored: StandInObject = {
        bytes: body,
        contentType: req.headers['content-type'],
        cacheControl: req.headers['cache-control'],
      };
      stand.objects.set(key, stored);
      answer(200);
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET' || req.method === 'HEAD') {
      if (!found) {
        answer(404);
        if (req.method === 'HEAD') {
          res.writeHead(404);
          return res.end();
        }
        return errorXml(res, 404, 'NoSuchKey');
      }
      answer(200);
      res.writeHead(200, {
        'content-type': found.contentType ?? 'binary/octet-stream',
        'content-length': found.bytes.length,
        etag,
        ...(found.cacheControl ? { 'cache-control': found.cacheControl } : {}),
      });
      return res.end(req.method === 'GET' ? found.bytes : undefined);
    }
    answer(405);
    return errorXml(res, 405, 'MethodNotAllowed');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  stand.endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stand;
}
