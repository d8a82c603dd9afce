/** A plausible PDF: header at the start and an end-of-file marker at the end (damaged deeds fail this). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  if (bytes.length < 64) return false;
  const head = Buffer.from(bytes.subarray(0, 5)).toString('latin1');
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 1024))).toString('latin1');
  return head === '%PDF-' && tail.includes('%%EOF');
}
