import { expect, test } from "../fixtures";

/**
 * Before the pictures: the owner fills in the business profile on the fresh install, as a real
 * office would in its first week, so the About page shows its team and the hero its facts.
 * (No photos: the team shows its monograms, the hero its bundled illustration.)
 */
test("the owner fills in the business profile", async ({ page, createUser, signIn }) => {
  const owner = await createUser({ role: "admin", fullName: "Rosa Delgado" });
  await signIn(owner);
  const response = await page.request.put("/api/business", {
    data: {
      foundedYear: 2009,
      walkIns: true,
      preparers: [
        { name: "Rosa Delgado", role: "Owner and lead preparer", credentials: "EA, enrolled to represent taxpayers before the IRS" },
        { name: "Daniel Okafor", role: "Small-business returns", credentials: "CPA, California license" },
        { name: "Mai Vang", role: "Individual returns and planning", credentials: "CTEC registered tax preparer" },
      ],
    },
  });
  expect(response.status()).toBe(200);
});
