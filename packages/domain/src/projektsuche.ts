/**
 * Projektsuche (SPEC §7 topic `projektsuche`, DOMAIN 'Projektsuche'): the browser pushes `suche` with the
 * query and a growing id; the answer carries the id back so older answers can be dropped.
 */
export const projektsucheTopic = 'projektsuche';
export const projektsuchePush = 'suche';
export const projektsucheMax = 30;

/** Tiers in rank order: exact Projektnr, prefix of number or name, all words, similar (trigram). */
export const projektsucheStufen = ['nummer', 'anfang', 'woerter', 'aehnlich'] as const;

/**
 * The search's normal form, the same as SQL `f_suchnorm` (migration 0014): lower case, accents removed
 * (ß → ss), ae/oe/ue folded to a/o/u — 'Mueller' and 'Müller' are both 'muller'.
 */
export function suchNorm(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ae/g, 'a')
    .replace(/oe/g, 'o')
    .replace(/ue/g, 'u');
}

/** The query's words in normal form ('Hauptstr.' → 'hauptstr'): letters and digits only. */
export function suchWoerter(query: string): string[] {
  return suchNorm(query)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * Splits `text` into parts, marking each word that starts with one of the query's words (compared in
 * normal form) up to the end of the match: 'Hauptstraße' with 'hauptstr.' marks 'Hauptstr'.
 */
export function suchTreffer(text: string, query: string): Array<{ text: string; treffer: boolean }> {
  const words = suchWoerter(query);
  const parts: Array<{ text: string; treffer: boolean }> = [];
  const push = (t: string, treffer: boolean) => {
    if (!t) return;
    const last = parts[parts.length - 1];
    if (last && last.treffer === treffer) last.text += t;
    else parts.push({ text: t, treffer });
  };
  for (const token of text.split(/([\p{L}\p{N}]+)/u)) {
    const norm = suchNorm(token);
    const word = words.filter((w) => norm.startsWith(w)).sort((a, b) => b.length - a.length)[0];
    if (!word) {
      push(token, false);
      continue;
    }
    // The shortest beginning of the token whose normal form covers the query word.
    let end = 1;
    while (end < token.length && suchNorm(token.slice(0, end)).length < word.length) end++;
    push(token.slice(0, end), true);
    push(token.slice(end), false);
  }
  return parts;
}
