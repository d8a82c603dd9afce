/**
 * The list filter string of SPEC §7: 'thema:x AND fulltext:y AND bundesland_id:9'.
 * Terms are joined by AND (case-insensitive); a term without a key is a fulltext term; the words of
 * a term run up to the next AND ('name:Anna Maria' → name 'Anna Maria'). Quotes keep spaces and the
 * word AND inside a value: name:"Müller AND Söhne".
 */
export type FilterTerms = Record<string, string[]>;

const tokenPattern = /\s*(?:([a-z_][a-z0-9_]*):)?("(?:[^"\\]|\\.)*"|\S+)/giy;

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1).replace(/\\(.)/g, '$1')
    : value;
}

/** A map keyed by user input: without a prototype, so '__proto__:x' or 'constructor:x' are plain keys. */
export function emptyTerms(): FilterTerms {
  return Object.create(null) as FilterTerms;
}

export function parseFilter(input: string): FilterTerms {
  const terms = emptyTerms();
  let current: { key: string; words: string[] } | undefined;
  const flush = () => {
    if (!current) return;
    const value = current.words.join(' ').trim();
    if (value) (terms[current.key] ??= []).push(value);
    current = undefined;
  };
  tokenPattern.lastIndex = 0;
  let match: RegExpExecArray | null;
  while ((match = tokenPattern.exec(input))) {
    const key = match[1]?.toLowerCase();
    const raw = match[2] ?? '';
    if (!key && raw.toUpperCase() === 'AND') {
      flush();
      continue;
    }
    if (key || !current) {
      flush();
      current = { key: key ?? 'fulltext', words: [] };
    }
    current.words.push(unquote(raw));
  }
  flush();
  return terms;
}

export function formatFilter(terms: Record<string, string | undefined | null>): string {
  return Object.entries(terms)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([key, value]) => {
      const v = value.trim();
      return `${key}:${/\s|"/.test(v) ? `"${v.replace(/(["\\])/g, '\\$1')}"` : v}`;
    })
    .join(' AND ');
}
