  __key__: perProjekt('__key__', { bezeichnung: 'Erster Eintrag', status: 0 }, { status: 1 }),
