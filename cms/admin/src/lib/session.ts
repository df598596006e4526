// Who is signed in: GET /api/editor/session (401 means no one, and the console shows sign-in).
import { useQuery } from '@tanstack/react-query';
import { ApiError, get } from './api';
import type { Me } from './types';

export const SESSION_KEY = ['session'] as const;

export function useSession() {
  return useQuery({
    queryKey: SESSION_KEY,
    queryFn: async (): Promise<Me | null> => {
      try {
        return await get<Me>('/api/editor/session');
      } catch (err) {
        if (err instanceof ApiError && err.status === 401) return null;
        throw err;
      }
    },
    staleTime: 60_000,
  });
}
