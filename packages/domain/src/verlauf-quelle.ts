/*
 * Where a standard area's Verlauf (history) comes from, declared in its definition (areas.ts): pure data,
 * so that what reads definitions loads nothing more (DESIGN §11).
 */

/** An assignment table whose rows show on their parent's Verlauf (a buyer on its Kaufobjekt). */
export interface VerlaufZuordnung {
  table: string;
  /** The column naming the parent record. */
  parent: string;
  /** 'Käufer': 'Käufer hinzugefügt: …', 'Käufer entfernt: …', 'Käufer geändert: …'. */
  label: string;
  /** Columns naming the row, tried in order (a buyer: its firm or its person). */
  name: readonly string[];
}

export interface VerlaufQuelle {
  /** The table of the area's records. */
  table: string;
  zuordnungen: readonly VerlaufZuordnung[];
}

export const zuordnung = (
  table: string,
  parent: string,
  label: string,
  ...name: string[]
): VerlaufZuordnung => ({ table, parent, label, name });
