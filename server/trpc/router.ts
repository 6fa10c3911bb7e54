import { authRouter } from "./routers/auth.router";
import { usersRouter } from "./routers/users.router";
import { router } from "./trpc";

/** The client's API (the contract in the team brief); every procedure calls the same services as REST. */
export const appRouter = router({
  auth: authRouter,
  users: usersRouter,
});

export type AppRouter = typeof appRouter;
