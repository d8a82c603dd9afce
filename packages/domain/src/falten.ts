/**
 * German text folded to plain ASCII for keys, web addresses and e-mail names: lower case, ä/ö/ü/ß written
 * out (ae, oe, ue, ss), other accents dropped ('Petrović' → 'petrovic'), every run of other characters
 * replaced by `trenner` and none at either end ('Conrad-von-Hötzendorf-Straße' → 'conrad von hoetzendorf
 * strasse'). The one folding of the seed's slugs and mail names and of the deed import's comparisons.
 */
export function umlauteFalten(text: string, trenner = ' '): string {
  const runs = text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return runs.join(trenner);
}
