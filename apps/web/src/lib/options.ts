/** A catalogue or list of records (id and name) as the options of a select or a choice filter. */
export function idNameOptions(items: readonly { id: number | string; name: string }[]) {
  return items.map((item) => ({ value: String(item.id), label: item.name }));
}

/** Fixed choices, value → label in their order (e.g. `{ true: 'aktiv', false: 'inaktiv' }`), as options. */
export function choiceOptions(labels: Record<string, string>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}
