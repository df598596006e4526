import { Link } from 'react-router';

export function NotFound() {
  return (
    <>
      <h1>Not found</h1>
      <p>
        The console has no such screen. <Link to="/">Back to the home screen</Link>
      </p>
    </>
  );
}
