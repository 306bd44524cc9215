import * as v from 'valibot';

/** How a member hears of connection requests besides the bell (issue 13): e-mail is off by default. */
export const NotificationSettingsSchema = v.object({
  emailConnectionRequests: v.boolean('Choose whether to get connection requests by e-mail'),
});
export type NotificationSettings = v.InferOutput<typeof NotificationSettingsSchema>;
