import { z } from 'zod';

/**
 * German messages for every zod issue a schema does not word itself, on server and web alike (issue 24).
 * zod's own German locale reads 'Zu groß: erwartet, dass number <=1 ist' or 'Ungültige Eingabe: erwartet
 * Zahl, erhalten NaN': half English, half notation. These say what to enter, as the form's own messages do.
 */

const typen: Record<string, string> = {
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  bigint: 'eine ganze Zahl',
  string: 'ein Text',
  boolean: 'ja oder nein',
  array: 'eine Liste',
  tuple: 'eine Liste',
  set: 'eine Liste',
  object: 'ein Objekt mit Feldern',
  record: 'ein Objekt mit Feldern',
  map: 'ein Objekt mit Feldern',
  date: 'ein Datum',
  file: 'eine Datei',
  null: 'leer',
  undefined: 'leer',
};

const formate: Record<string, string> = {
  email: 'Bitte eine gültige E-Mail-Adresse eingeben.',
  url: 'Bitte eine gültige Adresse (URL) eingeben.',
  uuid: 'Bitte eine gültige Kennung (UUID) angeben.',
  guid: 'Bitte eine gültige Kennung (GUID) angeben.',
  datetime: 'Bitte einen gültigen Zeitpunkt angeben.',
  date: 'Bitte ein gültiges Datum angeben.',
  time: 'Bitte eine gültige Uhrzeit angeben.',
  duration: 'Bitte eine gültige Dauer angeben.',
  ipv4: 'Bitte eine gültige IPv4-Adresse angeben.',
  ipv6: 'Bitte eine gültige IPv6-Adresse angeben.',
  iban: 'Bitte eine gültige IBAN angeben.',
};

/** 'Zeichen'/'Einträge'/'Bytes' of a sized value, or null for a number or a date. */
function einheit(origin: string | undefined, n: number): string | null {
  switch (origin) {
    case 'string':
      return 'Zeichen';
    case 'array':
    case 'set':
    case 'map':
      return n === 1 ? 'Eintrag' : 'Einträge';
    case 'file':
      return n === 1 ? 'Byte' : 'Bytes';
    default:
      return null;
  }
}

/** A bound as a form shows it: 1,5 (no grouping: ids and years read as typed); a date as TT.MM.JJJJ. */
const zahl = (value: unknown): string =>
  typeof value === 'number'
    ? String(value).replace('.', ',')
    : value instanceof Date
      ? value.toLocaleDateString('de-AT', { day: '2-digit', month: '2-digit', year: 'numeric' })
      : String(value);
const wert = (value: unknown): string => (typeof value === 'string' ? `„${value}“` : String(value));

export const deutscheFehler: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined) return 'Dieses Feld ist ein Pflichtfeld.';
      const typ = typen[issue.expected];
      return typ ? `Bitte ${typ} angeben.` : 'Ungültige Eingabe.';
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      const unit = einheit(issue.origin, max);
      if (unit) return `Darf höchstens ${zahl(max)} ${unit} haben.`;
      if (issue.origin === 'date') return `Darf nicht nach dem ${zahl(issue.maximum)} liegen.`;
      return issue.inclusive
        ? `Darf höchstens ${zahl(issue.maximum)} sein.`
        : `Muss kleiner als ${zahl(issue.maximum)} sein.`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      const unit = einheit(issue.origin, min);
      if (unit) {
        if (min === 1 && issue.origin === 'string') return 'Dieses Feld ist ein Pflichtfeld.';
        if (min === 1) return 'Bitte mindestens einen Eintrag angeben.';
        return `Muss mindestens ${zahl(min)} ${unit} haben.`;
      }
      if (issue.origin === 'date') return `Darf nicht vor dem ${zahl(issue.minimum)} liegen.`;
      return issue.inclusive
        ? `Muss mindestens ${zahl(issue.minimum)} sein.`
        : `Muss größer als ${zahl(issue.minimum)} sein.`;
    }
    case 'invalid_format': {
      if (issue.format === 'starts_with' && 'prefix' in issue)
        return `Muss mit ${wert(issue.prefix)} beginnen.`;
      if (issue.format === 'ends_with' && 'suffix' in issue) return `Muss mit ${wert(issue.suffix)} enden.`;
      if (issue.format === 'includes' && 'includes' in issue)
        return `Muss ${wert(issue.includes)} enthalten.`;
      return formate[issue.format] ?? 'Das Format stimmt nicht.';
    }
    case 'not_multiple_of':
      return `Muss ein Vielfaches von ${zahl(issue.divisor)} sein.`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Muss ${wert(issue.values[0])} sein.`
        : `Bitte einen der Werte ${issue.values.map(wert).join(', ')} angeben.`;
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Unbekanntes Feld ${wert(issue.keys[0])}.`
        : `Unbekannte Felder ${issue.keys.map(wert).join(', ')}.`;
    case 'invalid_key':
      return 'Ungültiger Feldname.';
    case 'invalid_element':
      return 'Ungültiger Eintrag.';
    case 'invalid_union':
    case 'custom':
    default:
      return 'Ungültige Eingabe.';
  }
};

// German default messages for every schema, on server and web alike.
z.config({ localeError: deutscheFehler });
