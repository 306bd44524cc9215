/** The portal's members are mostly in India: mails give times there, with the zone named. */
export const MAIL_TIME_ZONE = 'Asia/Kolkata';

/** 'Sun, 29 Nov 2026, 18:05 IST' */
export const mailTime = (at: Date) =>
  `${at.toLocaleString('en-GB', { timeZone: MAIL_TIME_ZONE, weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' })} IST`;
