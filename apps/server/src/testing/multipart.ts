/** A minimal multipart/form-data body; files are [name, bytes]. */
export function form(fields: Record<string, string | [string, Buffer]>) {
  const boundary = '----dateientest';
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') {
      chunks.push(
        Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="${key}"; filename="${value[0]}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
        ),
        value[1],
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
