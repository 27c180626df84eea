/** A multipart/form-data body carrying one file, as a browser's upload form sends it. */
export function multipartFile(
  file: Buffer,
  { field = 'media', filename = 'a.png', type = 'image/png' } = {},
): { payload: Buffer; headers: { 'content-type': string } } {
  const boundary = `----matchday${Date.now()}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
