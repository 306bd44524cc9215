import * as v from 'valibot';
import type { MailEffect, Template } from './effect-types.ts';

// Issue 53's mails: a forgotten password's code, and the notice that a password was changed.

const text = v.string();
type AccountTemplate = Extract<MailEffect['template'], `password-${string}`>;

export const accountMailTemplates: { [T in AccountTemplate]: Template<T> } = {
  'password-reset-code': {
    secret: ['code'],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('password-reset-code'),
      to: text,
      fullName: text,
      code: v.pipe(text, v.regex(/^\d{6}$/)),
      resetUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: `Your Alumni Portal password reset code: ${m.code}`,
      text:
        `Hello ${m.fullName},\n\nSomeone, hopefully you, asked to reset the password of your Alumni Portal account. ` +
        `Your code is ${m.code}. It works for 15 minutes.\n\nEnter it on the page where you asked for it: ${m.resetUrl}\n\n` +
        `If you did not ask for this, ignore this e-mail: your password stays as it is.\n`,
    }),
  },
  'password-changed': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('password-changed'),
      to: text,
      fullName: text,
      when: text,
      device: text,
      otherDevices: v.picklist(['signed-out', 'kept']),
      resetUrl: text,
    }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal password was changed',
      text:
        `Hello ${m.fullName},\n\nThe password of your Alumni Portal account was changed on ${m.when}, from ${m.device}. ` +
        (m.otherDevices === 'signed-out' ? `Every other device signed in to your account was signed out.\n\n` : '\n') +
        `If this was you, there is nothing to do. If not, reset your password now and tell the alumni office: ${m.resetUrl}\n`,
    }),
  },
};
