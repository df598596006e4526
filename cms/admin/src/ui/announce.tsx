// One polite live region for the whole console: saves, refusals and preview states are spoken.
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

type Say = (message: string) => void;
const Ctx = createContext<Say>(() => undefined);

export function AnnounceProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  // the same message twice in a row must be spoken twice: clear, then set on the next frame
  const say = useCallback<Say>((m) => {
    setMessage('');
    requestAnimationFrame(() => setMessage(m));
  }, []);
  return (
    <Ctx.Provider value={say}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true">
        {message}
      </div>
    </Ctx.Provider>
  );
}

export const useAnnounce = () => useContext(Ctx);
