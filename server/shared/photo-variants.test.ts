import { describe, expect, it } from "vitest";
import { smallCopyUrl, photoSrcSet } from "./photo-variants";

describe("photo variants", () => {
  it("offer each width below the photo's own, then the photo", () => {
    expect(photoSrcSet("/media/a", 1600)).toBe("/media/a?w=320 320w, /media/a?w=640 640w, /media/a?w=960 960w, /media/a?w=1280 1280w, /media/a 1600w");
    expect(photoSrcSet("/media/a", 640)).toBe("/media/a?w=320 320w, /media/a 640w");
    expect(photoSrcSet("/media/a", 200)).toBe("/media/a 200w");
  });

  it("give a face the smallest width", () => {
    expect(smallCopyUrl("/media/a")).toBe("/media/a?w=320");
  });
});
