/** The first row a query answers, or undefined (for lookups by a key, or with `limit(1)`). */
export async function firstRow<T>(query: PromiseLike<T[]>): Promise<T | undefined> {
  const [row] = await query;
  return row;
}
