import { useSyncExternalStore } from 'react';
import { getUserData, subscribeSession, type StoredUserData } from './session';

/** The stored user data, re-rendering when login, rebind or logout changes it. */
export function useUserData(): StoredUserData | null {
  return useSyncExternalStore(subscribeSession, getUserData);
}
