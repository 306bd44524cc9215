/**
 * Issue 53, "Devices": the sessions an account has open, one per signed-in browser, as
 * GET /api/users/sessions lists them (newest contact first, this device at the top).
 */
export type DeviceSession = {
  id: string;
  /** The browser and system, as a member would say it: 'Chrome on Android'. */
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  /** The session asking: this device. */
  current: boolean;
};

export type DeviceSessionList = { sessions: DeviceSession[] };

/** DELETE /api/users/sessions (all but this one) answers how many ended. */
export type OtherDevicesSignedOut = { message: string; devicesSignedOut: number };

export const DEVICE_NOT_SIGNED_IN = 'That device is no longer signed in.';
export const DEVICE_SIGNED_OUT = 'That device has been signed out.';

export const otherDevicesSignedOut = (count: number) =>
  count === 0 ? 'No other device was signed in.' : count === 1 ? '1 other device was signed out.' : `${count} other devices were signed out.`;
