import { create } from 'zustand';

export type Role = 'Admin' | 'Student / Alumni';
export type SessionUser = { id: string; fullName: string; rollNumber?: string; role: Role };

type SessionState = {
  user: SessionUser | null;
  token: string | null;
};

// Signed out for now; login (a later feature) fills this in and the nav bar follows it.
export const useSessionStore = create<SessionState>(() => ({ user: null, token: null }));

export const selectIsAdmin = (s: SessionState) => s.user?.role === 'Admin';
