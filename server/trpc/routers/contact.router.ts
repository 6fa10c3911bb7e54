import { contactInput } from "../../shared/contact.schema";
import { contactMessagesInput, updateContactMessageInput } from "../../shared/contact-inbox.schema";
import { adminProcedure, publicProcedure, router } from "../trpc";

export const contactRouter = router({
  send: publicProcedure.input(contactInput).mutation(({ ctx, input }) => ctx.services.contact.send(input, { ip: ctx.req.ip })),

  /** The admin's inbox (REST twins: GET /api/contact-messages, PUT /api/contact-messages/{id}). */
  list: adminProcedure.input(contactMessagesInput).query(({ ctx, input }) => ctx.services.contact.list(input.status)),
  setStatus: adminProcedure
    .input(updateContactMessageInput)
    .mutation(({ ctx, input }) => ctx.services.contact.setStatus(ctx.actor, input.id, input.status)),
  unreadCount: adminProcedure.query(({ ctx }) => ctx.services.contact.unreadCount()),
});
