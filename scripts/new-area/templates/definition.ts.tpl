export const __key__Area = defineArea({
  key: '__key__',
  label: '__label__',
  singular: '__singular__',
  newLabel: '__newLabel__',
  group: '__group__',
  icon: 'receipt',
  description: '__label__ je Projekt',
  permissions: permissionPair('__key__', {
    group: '__permissionGroup__',
    lesen: { label: '__label__ ansehen', vorlagen: vorlagenLesen },
    bearbeiten: { label: '__label__ anlegen, bearbeiten, löschen', vorlagen: vorlagenBearbeiten },
  }),
  sortable: ['projektnr', 'datum', 'bezeichnung', 'status', 'updated'],
  defaultSort: 'projektnr',
  defaultDir: 'asc',
  filterKeys: ['projekt_id', 'projektnr', 'fulltext', 'bezeichnung', 'status'],
  perProjekt: true,
  standard: true,
  verlauf: { table: '__key__', zuordnungen: [] },
});

