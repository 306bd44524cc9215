import { Hono } from 'hono';
import { CONTACT_SENT_MESSAGE, ContactSchema } from '#domain/contact.ts';
import type { AppDeps, AppEnv } from '#api/deps.ts';
import { readJson } from '#api/http/read-body.ts';
import { effectQueue } from '#api/outbox/effects.ts';

export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const contact = await readJson(c, ContactSchema);
    const now = deps.clock.now();
    await c.var.sql.begin(async (tx) => {
      await tx`
        insert into contact_messages (name, email, message, created_at)
        values (${contact.name}, ${contact.email}, ${contact.message}, ${now})`;
      await effectQueue(tx, { now, secret: deps.config.jwtSecret }).enqueue({
        kind: 'mail',
        template: 'contact-message',
        to: deps.config.supportEmail,
        replyTo: contact.email,
        name: contact.name,
        email: contact.email,
        message: contact.message,
      });
    });
    return c.json({ message: CONTACT_SENT_MESSAGE }, 201);
  });
}
