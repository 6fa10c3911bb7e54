import { contactInput } from "../../shared/contact.schema";
import { publicProcedure, router } from "../trpc";

export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(({ ctx, input }) => ctx.services.contact.send(input, { ip: ctx.req.ip })),
});
