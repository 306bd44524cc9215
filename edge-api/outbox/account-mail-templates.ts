import * as v from 'valibot';
import { eraseDay } from '#domain/accounts/account-deletion.ts';
import type { MailEffect, Template } from './effect-types.ts';

// Issue 53's mails: a forgotten password's code, the notice that a password was changed, and an
// e-mail change's code (to the new address), notice with its undo link (to the old) and undoing;
// leaving: the deletion scheduled, kept, and done; the member's data archive, ready to download.

const text = v.string();
type AccountTemplate = Extract<MailEffect['template'], `password-${string}` | `email-${string}` | `account-${string}`>;

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
  'email-change-code': {
    secret: ['code'],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('email-change-code'), to: text, fullName: text, code: v.pipe(text, v.regex(/^\d{6}$/)) }),
    render: (m) => ({
      to: m.to,
      subject: `Your Alumni Portal e-mail change code: ${m.code}`,
      text:
        `Hello ${m.fullName},\n\nTo make this the e-mail address of your Alumni Portal account, enter this code in your account settings: ${m.code}. ` +
        `It works for 15 minutes.\n\nIf you did not ask for this, ignore this e-mail: nothing changes.\n`,
    }),
  },
  'email-changed': {
    // The link undoes the change: whoever holds it can take the account's address back.
    secret: ['undoUrl'],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('email-changed'), to: text, fullName: text, newEmail: text, when: text, undoUrl: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal e-mail address was changed',
      text:
        `Hello ${m.fullName},\n\nOn ${m.when}, the e-mail address of your Alumni Portal account was changed from this one to ${m.newEmail}. ` +
        `Mail for the account now goes there, and you sign in with it.\n\n` +
        `If this was you, there is nothing to do. If not, undo the change within 7 days: every device will be signed out and this address restored.\n${m.undoUrl}\n`,
    }),
  },
  'email-change-undone': {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('email-change-undone'), to: text, fullName: text, resetUrl: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal e-mail address was restored',
      text:
        `Hello ${m.fullName},\n\nThe e-mail change was undone: this is again the address of your Alumni Portal account, and every device was signed out.\n\n` +
        `If you did not make the change, reset your password now and tell the alumni office: ${m.resetUrl}\n`,
    }),
  },
  'account-deletion-scheduled': {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('account-deletion-scheduled'), to: text, fullName: text, eraseOn: text, loginUrl: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal account will be deleted',
      text:
        `Hello ${m.fullName},\n\nYour Alumni Portal account is deactivated: nobody sees your profile, and every device was signed out. ` +
        `It will be erased on ${eraseDay(m.eraseOn)}.\n\nChanged your mind? Sign in before then and choose "Keep my account": ${m.loginUrl}\n`,
    }),
  },
  'account-kept': {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('account-kept'), to: text, fullName: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal account was kept',
      text: `Hello ${m.fullName},\n\nYou chose to keep your Alumni Portal account: it is active again, and nothing will be erased.\n`,
    }),
  },
  'account-erased': {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('account-erased'), to: text, fullName: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal account was erased',
      text:
        `Hello ${m.fullName},\n\nYour Alumni Portal account was erased, as you asked. What you wrote for others (questions, answers, messages) stays, ` +
        `shown as from a former member. This address is no longer on the account; you can sign up again with your roll number at any time.\n`,
    }),
  },
  'account-data-ready': {
    secret: [],
    schema: v.object({ kind: v.literal('mail'), template: v.literal('account-data-ready'), to: text, fullName: text, expiresOn: text, size: text, settingsUrl: text }),
    render: (m) => ({
      to: m.to,
      subject: 'Your Alumni Portal data is ready to download',
      text:
        `Hello ${m.fullName},\n\nThe archive of your Alumni Portal data you asked for is ready (${m.size}). ` +
        `Download it from your account settings, signed in, until ${eraseDay(m.expiresOn)}: ${m.settingsUrl}\n\n` +
        `If you did not ask for it, change your password: only someone signed in to your account can download it.\n`,
    }),
  },
  'account-sign-in-changed': {
    secret: [],
    schema: v.object({
      kind: v.literal('mail'),
      template: v.literal('account-sign-in-changed'),
      to: text,
      fullName: text,
      change: v.picklist(['passkey-added', 'passkey-removed', 'two-step-on', 'two-step-off']),
      name: text,
      when: text,
      settingsUrl: text,
    }),
    render: (m) => {
      const [subject, done, meaning] = {
        'passkey-added': ['A passkey was added', `A passkey ("${m.name}") was added`, 'It can now sign in to your account without your password.'],
        'passkey-removed': ['A passkey was removed', `The passkey "${m.name}" was removed`, 'It no longer signs in to your account.'],
        'two-step-on': ['Two-step sign-in is on', 'Two-step sign-in was turned on', 'Signing in now needs a code from your authenticator app after your password.'],
        'two-step-off': ['Two-step sign-in is off', 'Two-step sign-in was turned off', 'Your password alone signs in again.'],
      }[m.change];
      return {
        to: m.to,
        subject: `Alumni Portal: ${subject}`,
        text:
          `Hello ${m.fullName},\n\n${done} on your Alumni Portal account on ${m.when}. ${meaning}\n\n` +
          `If this was not you, change your password and check your passkeys and devices at once: ${m.settingsUrl}\n`,
      };
    },
  },
};
