  '__key__.lesen': { label: '__label__ ansehen', group: '__permissionGroup__', vorlagen: lesend },
  '__key__.bearbeiten': {
    label: '__label__ anlegen, bearbeiten, löschen',
    group: '__permissionGroup__',
    vorlagen: sachbearbeitung,
  },
