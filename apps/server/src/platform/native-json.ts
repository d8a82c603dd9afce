import vm from 'node:vm';

/**
 * Node's own JSON.stringify for the answers. pdfjs-dist's legacy build (deed reading) brings core-js,
 * which replaces the global JSON.stringify with a JavaScript version (for JSON.rawJSON, missing in
 * Node 20) that calls a replacer for every value: about 0.15 ms per list page of 50 rows (issue 11).
 * Taken from a fresh context, so it does not depend on which module loaded first.
 */
export const nativeStringify = vm.runInNewContext('JSON.stringify') as typeof JSON.stringify;
