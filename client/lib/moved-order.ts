/**
 * A list's ids with one moved a place up (-1) or down (1): the order a "Move up"/"Move down" button
 * sends (the services' and the reviews' pages). Null when the id is not there or would leave the list.
 */
export function movedOrder(ids: readonly number[], id: number, by: -1 | 1): number[] | null {
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to] as number, order[from] as number];
  return order;
}
