import { createTRPCReact } from "@trpc/react-query";
import type { AppRouter } from "../../server/trpc/router";

/** Typed tRPC hooks for the whole client (`trpc.users.me.useQuery()`, ...). */
export const trpc = createTRPCReact<AppRouter>();
