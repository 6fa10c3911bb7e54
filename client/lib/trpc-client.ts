import { httpBatchLink } from "@trpc/client";
import { trpc } from "./trpc";

/** The browser's tRPC client: same-origin calls to /trpc with the session cookies. */
export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: "/trpc",
        fetch: (input, init) => fetch(input, { ...init, credentials: "same-origin" }),
      }),
    ],
  });
}
