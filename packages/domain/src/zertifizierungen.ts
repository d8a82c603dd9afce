/** Certification types and their classes (DOMAIN 'Valuation'); ÖGNB/TQB rates in points 0–1000. */
export const zertifizierungsTypen = {
  klimaaktiv: { name: 'klimaaktiv', klassen: ['Gold', 'Silber', 'Bronze'] },
  oegni: { name: 'ÖGNI/DGNB', klassen: ['Platin', 'Gold', 'Silber', 'Bronze'] },
  leed: { name: 'LEED', klassen: ['Platinum', 'Gold', 'Silver', 'Certified'] },
  breeam: { name: 'BREEAM', klassen: ['Outstanding', 'Excellent', 'Very Good', 'Good', 'Pass'] },
  oegnb: { name: 'ÖGNB/TQB', klassen: null },
  eu_taxonomie: { name: 'EU-Taxonomie', klassen: ['konform', 'nicht konform'] },
} as const;
export type ZertifizierungsTyp = keyof typeof zertifizierungsTypen;
export const oegnbPunkteMax = 1000;

/** Whether `klasse` belongs to the type; ÖGNB/TQB takes whole points 0–1000 instead of a class name. */
export function zertifizierungsklasseGueltig(typ: ZertifizierungsTyp, klasse: string): boolean {
  const { klassen } = zertifizierungsTypen[typ];
  if (klassen === null) return /^\d{1,4}$/.test(klasse) && Number(klasse) <= oegnbPunkteMax;
  return (klassen as readonly string[]).includes(klasse);
}
