/** Whole euros as German number words, as deeds write a price beside its digits (299900 → 'zweihundertneunundneunzigtausendneunhundert'). */
const einer = [
  '',
  'ein',
  'zwei',
  'drei',
  'vier',
  'fünf',
  'sechs',
  'sieben',
  'acht',
  'neun',
  'zehn',
  'elf',
  'zwölf',
  'dreizehn',
  'vierzehn',
  'fünfzehn',
  'sechzehn',
  'siebzehn',
  'achtzehn',
  'neunzehn',
];
const zehner = [
  '',
  '',
  'zwanzig',
  'dreißig',
  'vierzig',
  'fünfzig',
  'sechzig',
  'siebzig',
  'achtzig',
  'neunzig',
];

function unterTausend(n: number): string {
  const h = Math.floor(n / 100);
  const r = n % 100;
  const rest = r < 20 ? einer[r]! : `${r % 10 ? `${einer[r % 10]}und` : ''}${zehner[Math.floor(r / 10)]}`;
  return `${h ? `${einer[h]}hundert` : ''}${rest}`;
}

export function zahlInWorten(n: number): string {
  if (!Number.isInteger(n) || n < 1 || n >= 1e9)
    throw new RangeError(`keine ganze Zahl 1 bis 999.999.999: ${n}`);
  const mio = Math.floor(n / 1e6);
  const tsd = Math.floor((n % 1e6) / 1000);
  const rest = n % 1000;
  return [
    mio ? (mio === 1 ? 'einemillion' : `${unterTausend(mio)}millionen`) : '',
    tsd ? `${unterTausend(tsd)}tausend` : '',
    rest === 1 ? 'eins' : unterTausend(rest),
  ].join('');
}
