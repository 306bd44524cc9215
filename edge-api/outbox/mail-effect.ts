import * as v from 'valibot';
import type { MailEffect } from './effect-types.ts';
import { mailTemplates } from './mail-templates.ts';
import type { MailMessage } from './mail-transport.ts';
import { open, seal } from './seal.ts';

type TemplateName = MailEffect['template'];

/** A mail as its outbox row holds it: template, envelope, plain values, secret values sealed. */
const StoredMail = v.object({
  template: v.picklist(Object.keys(mailTemplates) as TemplateName[]),
  to: v.string(),
  replyTo: v.optional(v.string()),
  values: v.record(v.string(), v.string()),
  sealed: v.optional(v.string()),
});
type StoredMail = v.InferOutput<typeof StoredMail>;

// Bound into the seal: the sealed values open only for this template and this recipient.
const sealContext = (template: string, to: string) => `mail:${template}:${to}`;

/** The outbox payload for a mail effect. */
export async function mailRow(effect: MailEffect, secret: string): Promise<StoredMail> {
  const { kind: _kind, template, to, ...rest } = effect;
  const { replyTo, ...fields }: Record<string, string> = rest;
  const secretNames: readonly string[] = mailTemplates[template].secret;
  const values: Record<string, string> = {};
  const hidden: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) (secretNames.includes(name) ? hidden : values)[name] = value;
  const row: StoredMail = { template, to, values };
  if (replyTo !== undefined) row.replyTo = replyTo;
  if (Object.keys(hidden).length) row.sealed = await seal(secret, JSON.stringify(hidden), sealContext(template, to));
  return row;
}

/** Renders the mail an outbox row describes, opening its sealed values; throws on any defect. */
export async function openMail(payload: unknown, secret: string): Promise<MailMessage> {
  const stored = v.safeParse(StoredMail, payload);
  if (!stored.success) throw new Error(`Outbox mail row is malformed: ${v.summarize(stored.issues)}`);
  const { template, to, replyTo, values, sealed } = stored.output;
  // A secret arrives sealed or not at all: a plain one means the row was written by something else.
  if (mailTemplates[template].secret.some((name) => name in values)) throw new Error(`Outbox mail '${template}' holds a secret value in plain text`);
  const opened: Record<string, string> = sealed ? JSON.parse(await open(secret, sealed, sealContext(template, to))) : {};
  return render(template, { kind: 'mail', template, to, ...(replyTo === undefined ? {} : { replyTo }), ...values, ...opened });
}

function render<T extends TemplateName>(name: T, mail: unknown): MailMessage | Promise<MailMessage> {
  const template = mailTemplates[name];
  const checked = v.safeParse(template.schema, mail);
  if (!checked.success) throw new Error(`Outbox mail '${name}' is incomplete: ${v.summarize(checked.issues)}`);
  return template.render(checked.output);
}
