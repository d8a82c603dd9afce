/**
 * German number words as deeds write a price beside its digits ('in Worten: Euro
 * dreihundertfünfundvierzigtausend'): the words are an independent reading of the same amount.
 */
const einer: Record<string, number> = {
  ein: 1,
  eins: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
  neun: 9,
  zehn: 10,
  elf: 11,
  zwölf: 12,
  dreizehn: 13,
  vierzehn: 14,
  fünfzehn: 15,
  sechzehn: 16,
  siebzehn: 17,
  achtzehn: 18,
  neunzehn: 19,
};
const zehner: Record<string, number> = {
  zwanzig: 20,
  dreißig: 30,
  dreissig: 30,
  vierzig: 40,
  fünfzig: 50,
  sechzig: 60,
  siebzig: 70,
  achtzig: 80,
  neunzig: 90,
};

function unterHundert(s: string): number | null {
  if (s === '') return 0;
  if (s in einer) return einer[s]!;
  if (s in zehner) return zehner[s]!;
  const m = /^(.+?)und(.+)$/.exec(s);
  if (m && m[1]! in einer && m[2]! in zehner) return einer[m[1]!]! + zehner[m[2]!]!;
  return null;
}

function unterTausend(s: string): number | null {
  const i = s.indexOf('hundert');
  if (i < 0) return unterHundert(s);
  const h = i === 0 ? 1 : einer[s.slice(0, i)];
  const rest = unterHundert(s.slice(i + 'hundert'.length));
  return h == null || rest == null ? null : h * 100 + rest;
}

/** 'zweihundertneunundneunzigtausendneunhundert' → 299900; null when it is no number word. */
export function zahlwort(wort: string): number | null {
  let s = wort.toLowerCase().replace(/[\s\-–]/g, '');
  if (!s) return null;
  let summe = 0;
  const mio = /^(.*?)million(?:en)?(.*)$/.exec(s);
  if (mio) {
    const n = mio[1] === '' ? 1 : unterTausend(mio[1]!.replace(/e$/, ''));
    if (n == null) return null;
    summe += n * 1_000_000;
    s = mio[2]!;
  }
  const tsd = /^(.*?)tausend(.*)$/.exec(s);
  if (tsd) {
    const n = tsd[1] === '' ? 1 : unterTausend(tsd[1]!);
    if (n == null) return null;
    summe += n * 1000;
    s = tsd[2]!;
  }
  const rest = unterTausend(s);
  if (rest == null) return null;
  summe += rest;
  return summe > 0 ? summe : null;
}
