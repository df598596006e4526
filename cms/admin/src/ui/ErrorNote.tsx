// A failed load or call, said plainly, with a retry when one makes sense.
import { ApiError } from '../lib/api';

export function ErrorNote({ error, retry }: { error: unknown; retry?: () => void }) {
  const msg = error instanceof ApiError || error instanceof Error ? error.message : 'Something went wrong.';
  return (
    <div className="note note-error" role="alert">
      <p>{msg}</p>
      {retry && (
        <button type="button" className="btn" onClick={retry}>
          Try again
        </button>
      )}
    </div>
  );
}
