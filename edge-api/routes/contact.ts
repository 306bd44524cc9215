import { Hono } from 'hono';
import { CONTACT_SENT_MESSAGE, ContactSchema } from '#domain/contact.ts';
import type { AppDeps, AppEnv } from '../deps.ts';
import { readJson } from '../http/read-body.ts';
import { enqueueMail } from '../outbox/enqueue.ts';

export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const contact = await readJson(c, ContactSchema);
    const now = deps.clock.now();
    await c.var.sql.begin(async (tx) => {
      await tx`
        insert into contact_messages (name, email, message, created_at)
        values (${contact.name}, ${contact.email}, ${contact.message}, ${now})`;
      await enqueueMail(tx, now, {
        to: deps.config.supportEmail,
        replyTo: contact.email,
        subject: `Contact form: ${contact.name}`,
        text: `${contact.name} <${contact.email}> wrote:\n\n${contact.message}\n`,
      });
    });
    return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
  });
}
