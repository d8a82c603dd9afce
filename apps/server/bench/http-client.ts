// The overhead bench's HTTP client (issue 29, goal 2): asks as a browser does (`accept-encoding: br,
// gzip`, kept-alive connections) and decodes an answer in one call, as a browser's network process
// does natively. Node's fetch decodes through a stream pipeline on the bench's own thread: 0.4–0.6 ms
// per compressed answer that the server never spends and the floor, answered uncompressed, never pays.
import http from 'node:http';
import zlib from 'node:zlib';

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

export interface Answer {
  status: number;
  body: Buffer;
}

interface Options {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export async function request(url: string, options: Options = {}): Promise<Answer> {
  try {
    return await once(url, options);
  } catch (error) {
    // A kept-alive connection the server closed while idle (Node closes them after 5 s): ask again on a
    // new one, as fetch does.
    if ((error as { reused?: boolean }).reused) return once(url, options);
    throw error;
  }
}

function once(url: string, options: Options): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        agent,
        method: options.method ?? 'GET',
        headers: { 'accept-encoding': 'br, gzip', ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? zlib.brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? zlib.gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.on('error', (error) =>
      reject(
        Object.assign(error, { reused: req.reusedSocket && 'code' in error && error.code === 'ECONNRESET' }),
      ),
    );
    req.end(options.body);
  });
}
