// Screens for admins only: an editor gets a plain refusal (the CMS refuses the calls as well).
import type { ReactNode } from 'react';
import { useMe } from '../lib/me';

export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const me = useMe();
  if (me.role !== 'admin')
    return (
      <>
        <h1>{title}</h1>
        <div className="note note-error" role="alert">
          <p>Only an admin may open {title.toLowerCase()}. Ask an admin if you need something changed here.</p>
        </div>
      </>
    );
  return <>{children}</>;
}
