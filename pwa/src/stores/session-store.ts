import { create } from 'zustand';
import { ADMIN_HOME } from '../config/site.ts';

/** The signed-in user as POST /api/users/auth and /refresh return it. */
export type SessionUser = {
  _id: string;
  fullName: string;
  email?: string;
  rollNumber?: number | null;
  role?: 'Admin' | 'Alumni' | 'Student';
  isAdmin?: boolean;
  batch?: string | null;
  branch?: string | null;
  course?: string | null;
  gender?: string | null;
  cgpa?: number | null;
  /** While the account waits to be erased (its member asked to delete it): when (issue 53). */
  eraseAfter?: string | null;
};

type Session = { user: SessionUser | null; token: string | null };

type SessionState = Session & {
  setSession: (user: SessionUser, token: string) => void;
  /** A fresher copy of the signed-in user's record; ignored once signed out. */
  updateUser: (user: SessionUser) => void;
  clearSession: () => void;
};

// Spec section 3: user (JSON) and token (string), kept locally so the app opens signed in, offline too.
const USER_KEY = 'user';
const TOKEN_KEY = 'token';

export const isSessionUser = (value: unknown): value is SessionUser =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SessionUser)._id === 'string' &&
  typeof (value as SessionUser).fullName === 'string';

function readStored(): Session {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_KEY) ?? 'null');
    const token = localStorage.getItem(TOKEN_KEY);
    return isSessionUser(user) ? { user, token } : { user: null, token: null };
  } catch {
    return { user: null, token: null }; // storage blocked or a corrupt entry: signed out
  }
}

function writeStored({ user, token }: Session) {
  try {
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_KEY);
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    // not persisted; the session still holds for this visit
  }
}

export const useSessionStore = create<SessionState>((set, get) => ({
  ...readStored(),
  setSession: (user, token) => {
    writeStored({ user, token });
    set({ user, token });
  },
  updateUser: (user) => {
    const { user: current, token } = get();
    if (!current || current._id !== user._id) return;
    writeStored({ user, token });
    set({ user });
  },
  clearSession: () => {
    writeStored({ user: null, token: null });
    set({ user: null, token: null });
  },
}));

// Another tab signed in or out: follow it, so no tab acts for a session that has ended. (No window
// when a page is prerendered at build time.)
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === USER_KEY || event.key === TOKEN_KEY) useSessionStore.setState(readStored());
  });
}

export const isAdminUser = (user: SessionUser | null) => user?.isAdmin === true || user?.role === 'Admin';
export const selectIsSignedIn = (s: SessionState) => s.user !== null;
export const selectIsAdmin = (s: SessionState) => isAdminUser(s.user);

/** Where a user lands: admins have their own start page. */
// An account waiting to be erased opens on its settings, where it can be kept (issue 53).
export const homeFor = (user: SessionUser | null) => (user?.eraseAfter ? '/settings/account' : isAdminUser(user) ? ADMIN_HOME : '/');
