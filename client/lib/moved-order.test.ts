import { describe, expect, it } from "vitest";
import { movedOrder } from "./moved-order";

describe("movedOrder", () => {
  it("swaps the id with its neighbour, leaving the list it was given as it was", () => {
    const ids = [4, 7, 9];
    expect(movedOrder(ids, 7, -1)).toEqual([7, 4, 9]);
    expect(movedOrder(ids, 7, 1)).toEqual([4, 9, 7]);
    expect(ids).toEqual([4, 7, 9]);
  });

  it("answers null past either end or for an id not in the list", () => {
    expect(movedOrder([4, 7], 4, -1)).toBeNull();
    expect(movedOrder([4, 7], 7, 1)).toBeNull();
    expect(movedOrder([4, 7], 5, 1)).toBeNull();
  });
});
